// Support tickets with Element Plus (Vue 3, render functions): an
// ElTable with a selection column and a sortable Opened column (a click
// on its header sorts it, ascending first), an ElSelect of assignees (a
// listbox in a popper) and a button that assigns the selected rows.
import { createApp, h, ref, computed } from 'vue';
import { ElTable, ElTableColumn, ElSelect, ElOption, ElButton, ElTag } from 'element-plus';

const tickets = [
  { id: 412, subject: 'Printer on floor 3 jams', opened: '2027-03-09', priority: 'Low', assignee: '' },
  { id: 398, subject: 'VPN drops every hour', opened: '2027-02-21', priority: 'High', assignee: '' },
  { id: 405, subject: 'New laptop for Chen', opened: '2027-03-02', priority: 'Medium', assignee: 'Ana' },
  { id: 391, subject: 'Shared drive is read-only', opened: '2027-02-14', priority: 'High', assignee: '' },
  { id: 417, subject: 'Projector cable missing', opened: '2027-03-15', priority: 'Low', assignee: '' },
  { id: 402, subject: 'Password reset loop', opened: '2027-02-27', priority: 'Medium', assignee: '' },
];

const App = {
  setup() {
    const rows = ref(tickets.map(t => ({ ...t })));
    const selected = ref([]);
    const who = ref('');
    const status = ref('Not assigned');
    const table = ref(null);
    const sort = ref('');
    const assign = () => {
      if (!who.value || !selected.value.length) { status.value = 'Pick tickets and an assignee first'; return; }
      const ids = new Set(selected.value.map(r => r.id));
      rows.value = rows.value.map(r => ids.has(r.id) ? { ...r, assignee: who.value } : r);
      const mine = rows.value.filter(r => r.assignee === who.value).map(r => '#' + r.id).sort();
      status.value = `Assigned to ${who.value}: ${mine.join(', ')}` + (sort.value ? ` (list sorted by ${sort.value})` : '');
      table.value && table.value.clearSelection();
    };
    const count = computed(() => selected.value.length);
    return () => h('main', [
      h('h1', 'Support tickets'),
      h('p', 'Open tickets for the Lisbon office. Tick tickets to assign them: click a ticket’s row or its box.'),
      h(ElTable, { ref: table, data: rows.value, rowKey: 'id', style: 'width: 100%', onSelectionChange: s => { selected.value = s; },
        onRowClick: row => table.value.toggleRowSelection(row),
        onSortChange: ({ prop, order }) => { sort.value = order ? `${prop}, ${order === 'ascending' ? 'oldest first' : 'newest first'}` : ''; } }, () => [
        h(ElTableColumn, { type: 'selection', width: 48 }),
        h(ElTableColumn, { prop: 'id', label: 'Ticket', width: 80, formatter: r => '#' + r.id }),
        h(ElTableColumn, { prop: 'subject', label: 'Subject' }),
        h(ElTableColumn, { prop: 'priority', label: 'Priority', width: 100 }),
        h(ElTableColumn, { prop: 'opened', label: 'Opened', width: 130, sortable: true }),
        h(ElTableColumn, { prop: 'assignee', label: 'Assignee', width: 110 }, { default: ({ row }) => row.assignee ? h(ElTag, { size: 'small' }, () => row.assignee) : '—' }),
      ]),
      h('div', { class: 'bar' }, [
        h('label', { id: 'who-label', for: 'who' }, 'Assign to'),
        h(ElSelect, { id: 'who', modelValue: who.value, 'onUpdate:modelValue': v => { who.value = v; }, placeholder: 'Choose a person', ariaLabel: 'Assign to', style: 'width: 12em' }, () =>
          ['Ana Sousa', 'Ben Okafor', 'Chen Wei'].map(n => h(ElOption, { label: n, value: n.split(' ')[0] }))),
        h(ElButton, { type: 'primary', onClick: assign }, () => `Assign ${count.value} selected`),
      ]),
      h('p', { id: 'status' }, status.value),
    ]);
  },
};
createApp(App).mount('#root');
