// A team's documents in Naive UI (Vue 3, render functions): an NTree whose
// folders open by their switcher or a click, whose nodes are dragged onto
// a folder (inside) or between nodes (before, after), and an NSelect of
// owners over a virtual list, filtered by typing.
import { createApp, h, ref } from 'vue';
import { NTree, NSelect, NButton, NConfigProvider } from 'naive-ui';

const people = [];
for (const first of ['Ana', 'Ben', 'Chen', 'Dana', 'Eli', 'Femi', 'Gita', 'Hugo', 'Ines', 'Jon', 'Kai', 'Lea', 'Mo', 'Nia', 'Omar', 'Pia', 'Quinn', 'Rui', 'Sara', 'Tom'])
  for (const last of ['Silva', 'Okafor', 'Wei', 'Novak', 'Haddad', 'Berg', 'Costa', 'Ito', 'Moreau', 'Adams'])
    people.push({ label: `${first} ${last}`, value: `${first} ${last}` });

const start = [
  { key: 'finance', label: 'Finance', children: [{ key: 'budget', label: 'Budget 2027.xlsx', isLeaf: true }, { key: 'payroll', label: 'Payroll March.pdf', isLeaf: true }] },
  { key: 'legal', label: 'Legal', children: [{ key: 'nda', label: 'NDA template.docx', isLeaf: true }] },
  { key: 'unsorted', label: 'Unsorted', children: [{ key: 'tax', label: 'Tax return 2026.pdf', isLeaf: true }, { key: 'lease', label: 'Office lease.pdf', isLeaf: true }] },
];

function find(nodes, key, parent = null) {
  for (let i = 0; i < nodes.length; i++) {
    if (nodes[i].key === key) return { list: nodes, i, parent };
    if (nodes[i].children) { const r = find(nodes[i].children, key, nodes[i]); if (r) return r; }
  }
  return null;
}

const App = {
  setup() {
    const data = ref(JSON.parse(JSON.stringify(start)));
    const expanded = ref(['unsorted']);
    const owner = ref(null);
    const status = ref('Not saved');
    const onDrop = ({ node, dragNode, dropPosition }) => {
      const tree = data.value;
      const from = find(tree, dragNode.key);
      if (!from) return;
      const [moved] = from.list.splice(from.i, 1);
      if (dropPosition === 'inside') {
        const to = find(tree, node.key).list[find(tree, node.key).i];
        (to.children = to.children || []).push(moved);
        if (!expanded.value.includes(to.key)) expanded.value = [...expanded.value, to.key];
      } else {
        const to = find(tree, node.key);
        to.list.splice(dropPosition === 'before' ? to.i : to.i + 1, 0, moved);
      }
      data.value = [...tree];
    };
    const save = () => {
      status.value = 'Saved: ' + data.value.map(f => `${f.label}: ${(f.children || []).map(c => c.label).join(', ') || 'empty'}`).join('; ') +
        `; owner ${owner.value || 'nobody'}`;
    };
    return () => h(NConfigProvider, null, () => h('main', [
      h('h1', 'Team documents'),
      h('p', 'Drag a document onto a folder to file it.'),
      h(NTree, {
        blockLine: true, draggable: true, data: data.value, expandedKeys: expanded.value, expandOnClick: true,
        allowDrop: ({ dropPosition, node }) => dropPosition === 'inside' ? !node.isLeaf : true,
        'onUpdate:expandedKeys': k => { expanded.value = k; }, onDrop, 'aria-label': 'Documents',
      }),
      h('div', { class: 'row' }, [
        h('label', { id: 'owner-label' }, 'Folder owner'),
        h(NSelect, { value: owner.value, 'onUpdate:value': v => { owner.value = v; }, options: people, filterable: true, placeholder: 'Choose an owner', style: 'width: 16em', inputProps: { 'aria-labelledby': 'owner-label' } }),
      ]),
      h(NButton, { type: 'primary', onClick: save }, () => 'Save'),
      h('p', { id: 'status' }, status.value),
    ]));
  },
};
createApp(App).mount('#root');
