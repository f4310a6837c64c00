// Cinema tickets with Vant 4 (Vue 3's mobile components, its English
// locale): a field opening an ActionSheet of showings, a Calendar in a
// popup, a Stepper of tickets, a RadioGroup of seats, a Switch, and a
// Dialog confirming. Vue's templates are compiled in the page: the
// runtime build the bundle holds is given @vue/compiler-dom's compile.
import * as Vue from 'vue';
import { compile } from '@vue/compiler-dom';
import Vant, { Locale, showConfirmDialog } from 'vant';
import enUS from 'vant/es/locale/lang/en-US.mjs';

Vue.registerRuntimeCompiler((template, options) => {
  const { code } = compile(template, { hoistStatic: true, ...options });
  return new Function('Vue', code)(Vue);
});
Locale.use('en-US', enUS);

const { createApp, ref } = Vue;
createApp({
  setup() {
    const showings = [{ name: '14:30 · Screen 2' }, { name: '18:15 · Screen 1' }, { name: '21:00 · Screen 3 (IMAX)' }];
    const showing = ref(''), day = ref(''), tickets = ref(1), seats = ref('standard'), subtitles = ref(false);
    const sheet = ref(false), cal = ref(false), status = ref('No tickets');
    const fmt = d => d.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
    function pick(a) { showing.value = a.name; sheet.value = false; }
    function chooseDay(d) { day.value = fmt(d); cal.value = false; }
    function buy() {
      showConfirmDialog({ title: 'Buy these tickets?', message: 'Tickets cannot be refunded.', confirmButtonText: 'Pay now', cancelButtonText: 'Not yet' })
        .then(() => { status.value = `Bought ${tickets.value} × ${seats.value} for ${showing.value || 'no showing'} on ${day.value || 'no day'}${subtitles.value ? ', with subtitles' : ''}`; })
        .catch(() => {});
    }
    return { showings, showing, day, tickets, seats, subtitles, sheet, cal, status, pick, chooseDay, buy, minDate: new Date(2027, 5, 1), maxDate: new Date(2027, 5, 30) };
  },
  template: `
  <van-nav-bar title="Perfect Days" />
  <p class="intro">Cinema Ideal, Lisbon. Showing in June 2027.</p>
  <van-cell-group inset>
    <van-field v-model="showing" is-link readonly label="Showing" placeholder="Choose a showing" @click="sheet = true" />
    <van-field v-model="day" is-link readonly label="Day" placeholder="Choose a day" @click="cal = true" />
    <van-cell title="Tickets"><template #value><van-stepper v-model="tickets" min="1" max="8" /></template></van-cell>
    <van-cell title="Seats">
      <template #label>
        <van-radio-group v-model="seats" direction="horizontal">
          <van-radio name="standard">Standard</van-radio>
          <van-radio name="premium">Premium</van-radio>
          <van-radio name="sofa">Sofa</van-radio>
        </van-radio-group>
      </template>
    </van-cell>
    <van-cell center title="English subtitles"><template #value><van-switch v-model="subtitles" aria-label="English subtitles" /></template></van-cell>
  </van-cell-group>
  <div style="margin:16px"><van-button round block type="primary" @click="buy">Buy tickets</van-button></div>
  <van-action-sheet v-model:show="sheet" :actions="showings" cancel-text="Cancel" description="Showings" close-on-click-action @select="pick" />
  <van-calendar v-model:show="cal" title="Choose a day" :min-date="minDate" :max-date="maxDate" :show-confirm="false" @confirm="chooseDay" />
  <p id="status">{{ status }}</p>`,
}).use(Vant).mount('#app');
