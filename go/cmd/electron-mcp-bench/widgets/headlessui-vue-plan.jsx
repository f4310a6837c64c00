// Changing a subscription with Headless UI for Vue: a RadioGroup of plans,
// a Listbox of seats (a button opening a list of options), a Combobox of
// data regions filtered as one types, a Switch and a Dialog confirming.
// Vue's templates are compiled in the page: the runtime build the bundle
// holds is given @vue/compiler-dom's compile (what Vue's full build does).
import * as Vue from 'vue';
import { compile } from '@vue/compiler-dom';
import {
  RadioGroup, RadioGroupLabel, RadioGroupOption, Listbox, ListboxLabel, ListboxButton, ListboxOptions, ListboxOption,
  Combobox, ComboboxLabel, ComboboxInput, ComboboxOptions, ComboboxOption, Switch, SwitchGroup, SwitchLabel,
  Dialog, DialogPanel, DialogTitle, DialogDescription,
} from '@headlessui/vue';

Vue.registerRuntimeCompiler((template, options) => {
  const { code } = compile(template, { hoistStatic: true, ...options });
  return new Function('Vue', code)(Vue);
});

const { createApp, ref, computed } = Vue;
const regions = ['Frankfurt (eu-central)', 'Dublin (eu-west)', 'Stockholm (eu-north)', 'Virginia (us-east)', 'Oregon (us-west)', 'Tokyo (ap-northeast)', 'Sydney (ap-southeast)'];

createApp({
  components: { RadioGroup, RadioGroupLabel, RadioGroupOption, Listbox, ListboxLabel, ListboxButton, ListboxOptions, ListboxOption,
    Combobox, ComboboxLabel, ComboboxInput, ComboboxOptions, ComboboxOption, Switch, SwitchGroup, SwitchLabel,
    Dialog, DialogPanel, DialogTitle, DialogDescription },
  setup() {
    const plan = ref('Starter');
    const seats = ref('5 seats');
    const region = ref(regions[1]);
    const query = ref('');
    const yearly = ref(false);
    const open = ref(false);
    const status = ref('No change');
    const filtered = computed(() => query.value === '' ? regions : regions.filter(r => r.toLowerCase().includes(query.value.toLowerCase())));
    function confirm() {
      status.value = `Changed to ${plan.value} with ${seats.value}, data in ${region.value}, billed ${yearly.value ? 'yearly' : 'monthly'}`;
      open.value = false;
    }
    return { plan, seats, region, query, yearly, open, status, filtered, confirm,
      plans: ['Starter', 'Team', 'Business'], seatCounts: ['1 seat', '5 seats', '10 seats', '25 seats', '50 seats', '100 seats'] };
  },
  template: `
  <h1>Your subscription</h1>
  <p>Pick a plan, how many seats and where the data lives, then review the change.</p>
  <div class="field">
    <RadioGroup v-model="plan">
      <RadioGroupLabel class="lbl">Plan</RadioGroupLabel>
      <div class="plans">
        <RadioGroupOption v-for="p in plans" :key="p" :value="p" v-slot="{ checked }">
          <div :class="['plan', checked && 'on']">{{ p }}</div>
        </RadioGroupOption>
      </div>
    </RadioGroup>
  </div>
  <div class="field">
    <Listbox v-model="seats">
      <ListboxLabel class="lbl">Seats</ListboxLabel>
      <div class="lb">
        <ListboxButton>{{ seats }}</ListboxButton>
        <ListboxOptions class="opts">
          <ListboxOption v-for="s in seatCounts" :key="s" :value="s" as="template" v-slot="{ active, selected }">
            <li :class="{ active }">{{ selected ? '✓ ' : '' }}{{ s }}</li>
          </ListboxOption>
        </ListboxOptions>
      </div>
    </Listbox>
  </div>
  <div class="field">
    <Combobox v-model="region">
      <ComboboxLabel class="lbl">Data region</ComboboxLabel>
      <div class="cb">
        <ComboboxInput @change="query = $event.target.value" :display-value="r => r" />
        <ComboboxOptions class="opts">
          <li v-if="filtered.length === 0" style="padding:.35em .6em">No region matches</li>
          <ComboboxOption v-for="r in filtered" :key="r" :value="r" as="template" v-slot="{ active }">
            <li :class="{ active }">{{ r }}</li>
          </ComboboxOption>
        </ComboboxOptions>
      </div>
    </Combobox>
  </div>
  <div class="field">
    <SwitchGroup><div class="sw">
      <Switch v-model="yearly" :class="{ on: yearly }"><span></span></Switch>
      <SwitchLabel>Bill yearly (two months free)</SwitchLabel>
    </div></SwitchGroup>
  </div>
  <button class="primary" @click="open = true">Review change</button>
  <p id="status">{{ status }}</p>
  <Dialog :open="open" @close="open = false">
    <div class="back"></div>
    <div class="dlg"><DialogPanel class="panel">
      <DialogTitle>Change your subscription?</DialogTitle>
      <DialogDescription>{{ plan }}, {{ seats }}, {{ region }}, {{ yearly ? 'yearly' : 'monthly' }}. The new price applies from your next invoice.</DialogDescription>
      <p><button class="primary" @click="confirm">Confirm change</button> <button @click="open = false">Keep current plan</button></p>
    </DialogPanel></div>
  </Dialog>`,
}).mount('#app');
