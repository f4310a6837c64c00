// Bookmark folders in react-complex-tree: a tree (role tree, its items
// treeitems with aria-expanded and aria-selected) whose folders open on a
// click; F2 renames the focused item in a field ("New item name") that
// Enter submits; typing a letter elsewhere starts the tree's search; items
// are dragged (HTML5 drag and drop) between items or onto a folder.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { UncontrolledTreeEnvironment, Tree, StaticTreeDataProvider } from 'react-complex-tree';

const folders = {
  root: ['Work', 'Recipes', 'Travel', 'Unsorted'],
  Work: ['Team board', 'Payroll portal'],
  Recipes: ['Pasta carbonara', 'Weeknight dinners'],
  Unsorted: ['Cheap flights alert', 'Untitled', 'Bike repair video'],
  'Weeknight dinners': ['Red lentil dal', 'Shakshuka'],
  Travel: ['Train times', 'Hostel in Porto'],
};
const names = {};
const items = {};
let n = 0;
const add = (id, name, parent) => {
  const kids = folders[name] || [];
  items[id] = { index: id, data: name, isFolder: !!folders[name], children: [] };
  for (const k of kids) { const kid = 'i' + ++n; items[id].children.push(kid); add(kid, k, id); }
};
add('root', 'root');
const provider = new StaticTreeDataProvider(items, (item, data) => ({ ...item, data }));

function App() {
  const [status, setStatus] = useState('Not saved');
  const save = () => {
    const cur = id => provider.data.items[id];
    const holds = name => cur(Object.values(items).find(i => i.data === name).index).children.map(c => cur(c).data).join(', ') || 'nothing';
    setStatus(`Saved: Recipes holds ${holds('Recipes')}; Unsorted holds ${holds('Unsorted')}`);
  };
  return (
    <main>
      <h1>Bookmarks</h1>
      <UncontrolledTreeEnvironment dataProvider={provider} getItemTitle={item => item.data} canRename canSearch canDragAndDrop canReorderItems canDropOnFolder
        viewState={{ 'bookmarks': { expandedItems: [] } }}>
        <Tree treeId="bookmarks" rootItem="root" treeLabel="Bookmarks" />
      </UncontrolledTreeEnvironment>
      <p><button type="button" onClick={save}>Save bookmarks</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
