// Booking a meeting room with TDesign for Vue 3 (its English locale given
// by a ConfigProvider): a Select, a DatePicker limited to two months, a
// RadioGroup of buttons, an InputNumber, a Checkbox and a Dialog
// confirming. Vue's templates are compiled in the page: the runtime build
// the bundle holds is given @vue/compiler-dom's compile.
import * as Vue from 'vue';
import { compile } from '@vue/compiler-dom';
import TDesign from 'tdesign-vue-next';
import enConfig from 'tdesign-vue-next/es/locale/en_US.mjs';

Vue.registerRuntimeCompiler((template, options) => {
  const { code } = compile(template, { hoistStatic: true, ...options });
  return new Function('Vue', code)(Vue);
});

const { createApp, ref } = Vue;
createApp({
  setup() {
    const rooms = ['Alfama (4 seats)', 'Belém (8 seats)', 'Chiado (6 seats)', 'Graça (12 seats)'];
    const room = ref(undefined), day = ref('2027-03-08'), length = ref('1 hour'), people = ref(2), video = ref(false), open = ref(false), status = ref('Not booked');
    function book() {
      status.value = `Booked ${room.value || 'no room'} on ${day.value || 'no day'} for ${length.value}, ${people.value} people${video.value ? ', with video' : ''}`;
      open.value = false;
    }
    return { enConfig, rooms, room, day, length, people, video, open, status, book };
  },
  template: `
  <t-config-provider :global-config="enConfig">
  <h1>Book a meeting room</h1>
  <p>Your booking for the Rua Augusta office, third floor. Change what you need and book again.</p>
  <div class="field"><label class="lbl" id="room-l">Room</label>
    <t-select v-model="room" placeholder="Choose a room" aria-labelledby="room-l" style="width:20em">
      <t-option v-for="r in rooms" :key="r" :value="r" :label="r"></t-option>
    </t-select></div>
  <div class="field"><label class="lbl" id="day-l">Day</label>
    <t-date-picker v-model="day" placeholder="Choose a day" :disable-date="{ before: '2027-03-01', after: '2027-04-30' }" format="YYYY-MM-DD" aria-labelledby="day-l"></t-date-picker></div>
  <div class="field"><span class="lbl">Length</span>
    <t-radio-group v-model="length" variant="default-filled">
      <t-radio-button value="30 min">30 min</t-radio-button>
      <t-radio-button value="1 hour">1 hour</t-radio-button>
      <t-radio-button value="2 hours">2 hours</t-radio-button>
    </t-radio-group></div>
  <div class="field"><label class="lbl" id="people-l">People</label>
    <t-input-number v-model="people" :min="1" :max="12" placeholder="Number of people"></t-input-number></div>
  <div class="field"><t-checkbox v-model="video">Video call equipment</t-checkbox></div>
  <t-button theme="primary" @click="open = true">Book room</t-button>
  <t-dialog v-model:visible="open" header="Book this room?" confirm-btn="Confirm booking" cancel-btn="Not yet" @confirm="book">
    <p>An invitation goes to everyone on the booking.</p>
  </t-dialog>
  <p id="status">{{ status }}</p>
  </t-config-provider>`,
}).use(TDesign).mount('#app');
