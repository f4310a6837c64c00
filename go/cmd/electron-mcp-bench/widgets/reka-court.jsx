// Booking a tennis court with Reka UI (Vue's headless primitives,
// formerly Radix Vue): a Select in a portal, a ToggleGroup of times, a
// NumberField with its buttons, a TagsInput of partners' names and an
// AlertDialog confirming; unstyled, the page's own CSS. Vue's templates
// are compiled in the page: the runtime build the bundle holds is given
// @vue/compiler-dom's compile (what Vue's full build does).
import * as Vue from 'vue';
import { compile } from '@vue/compiler-dom';
import * as Reka from 'reka-ui';

Vue.registerRuntimeCompiler((template, options) => {
  const { code } = compile(template, { hoistStatic: true, ...options });
  return new Function('Vue', code)(Vue);
});

const { createApp, ref } = Vue;
const courts = ['Court 1 (clay)', 'Court 2 (clay)', 'Court 3 (hard)', 'Court 4 (grass)'];
const names = ['SelectRoot', 'SelectTrigger', 'SelectValue', 'SelectIcon', 'SelectPortal', 'SelectContent', 'SelectViewport', 'SelectItem', 'SelectItemText', 'SelectItemIndicator',
  'ToggleGroupRoot', 'ToggleGroupItem', 'NumberFieldRoot', 'NumberFieldInput', 'NumberFieldIncrement', 'NumberFieldDecrement', 'Label',
  'TagsInputRoot', 'TagsInputItem', 'TagsInputItemText', 'TagsInputItemDelete', 'TagsInputInput',
  'AlertDialogRoot', 'AlertDialogTrigger', 'AlertDialogPortal', 'AlertDialogOverlay', 'AlertDialogContent', 'AlertDialogTitle', 'AlertDialogDescription', 'AlertDialogCancel', 'AlertDialogAction'];
const components = Object.fromEntries(names.map(n => [n, Reka[n]]));

createApp({
  components,
  setup() {
    const court = ref(courts[0]), time = ref('18:00'), hours = ref(1), partners = ref(['Noor']), status = ref('Not booked');
    function book() {
      status.value = `Booked ${court.value} at ${time.value} for ${hours.value} ${hours.value === 1 ? 'hour' : 'hours'} with ${partners.value.join(', ')}`;
    }
    return { courts, court, time, hours, partners, status, book, times: ['07:00', '12:00', '18:00', '20:00'] };
  },
  template: `
  <h1>Book a tennis court</h1>
  <p>Saturday 17 April. Members pay nothing; guests €8 an hour.</p>
  <div class="field">
    <Label for="court" class="lbl">Court</Label>
    <SelectRoot v-model="court">
      <SelectTrigger id="court" class="trigger" aria-label="Court"><SelectValue /><SelectIcon> ▾</SelectIcon></SelectTrigger>
      <SelectPortal>
        <SelectContent class="menu" position="popper" :side-offset="4">
          <SelectViewport>
            <SelectItem v-for="c in courts" :key="c" :value="c" class="item"><SelectItemText>{{ c }}</SelectItemText><SelectItemIndicator> ✓</SelectItemIndicator></SelectItem>
          </SelectViewport>
        </SelectContent>
      </SelectPortal>
    </SelectRoot>
  </div>
  <div class="field">
    <span class="lbl" id="time-l">Start time</span>
    <ToggleGroupRoot v-model="time" type="single" aria-labelledby="time-l" class="toggles">
      <ToggleGroupItem v-for="t in times" :key="t" :value="t" class="toggle">{{ t }}</ToggleGroupItem>
    </ToggleGroupRoot>
  </div>
  <div class="field">
    <NumberFieldRoot v-model="hours" :min="1" :max="3" id="hours">
      <Label for="hours" class="lbl">Hours</Label>
      <div class="num"><NumberFieldDecrement aria-label="Fewer hours">−</NumberFieldDecrement><NumberFieldInput /><NumberFieldIncrement aria-label="More hours">+</NumberFieldIncrement></div>
    </NumberFieldRoot>
  </div>
  <div class="field">
    <Label for="partners" class="lbl">Partners</Label>
    <TagsInputRoot v-model="partners" class="tags">
      <TagsInputItem v-for="p in partners" :key="p" :value="p" class="tag"><TagsInputItemText /><TagsInputItemDelete>×</TagsInputItemDelete></TagsInputItem>
      <TagsInputInput id="partners" placeholder="Add a name, then Enter" />
    </TagsInputRoot>
  </div>
  <AlertDialogRoot>
    <AlertDialogTrigger class="primary">Book court</AlertDialogTrigger>
    <AlertDialogPortal>
      <AlertDialogOverlay class="overlay" />
      <AlertDialogContent class="dialog">
        <AlertDialogTitle>Book {{ court }}?</AlertDialogTitle>
        <AlertDialogDescription>{{ time }}, {{ hours }} h, with {{ partners.join(', ') }}. Cancel up to 24 hours before.</AlertDialogDescription>
        <div class="actions"><AlertDialogCancel>Not yet</AlertDialogCancel> <AlertDialogAction class="primary" @click="book">Book it</AlertDialogAction></div>
      </AlertDialogContent>
    </AlertDialogPortal>
  </AlertDialogRoot>
  <p id="status">{{ status }}</p>`,
}).mount('#app');
