// An on-call rota with React Aria Components: two GridLists whose items
// are dragged from one to the other (useDragAndDrop: a drag of an item, or
// of its drag handle, a Button slot=drag for the keyboard,
// dropped between the other list's items or on the list itself).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GridList, GridListItem, Button, useDragAndDrop, isTextDropItem } from 'react-aria-components';

function List({ label, items, setItems, other, setOther }) {
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: keys => [...keys].map(k => ({ 'text/plain': k, 'application/x-person': k })),
    acceptedDragTypes: ['application/x-person'],
    getDropOperation: () => 'move',
    onInsert: async e => {
      const names = await Promise.all(e.items.filter(isTextDropItem).map(i => i.getText('application/x-person')));
      setItems(list => {
        const rest = list.filter(n => !names.includes(n));
        const at = rest.indexOf(e.target.key) + (e.target.dropPosition === 'after' ? 1 : 0);
        return [...rest.slice(0, at), ...names, ...rest.slice(at)];
      });
    },
    onRootDrop: async e => {
      const names = await Promise.all(e.items.filter(isTextDropItem).map(i => i.getText('application/x-person')));
      setItems(list => [...list.filter(n => !names.includes(n)), ...names]);
    },
    onReorder: e => {
      setItems(list => {
        const moved = list.filter(n => e.keys.has(n));
        const rest = list.filter(n => !e.keys.has(n));
        const at = rest.indexOf(e.target.key) + (e.target.dropPosition === 'after' ? 1 : 0);
        return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
      });
    },
    onDragEnd: e => {
      if (e.dropOperation === 'move' && !e.isInternal) setItems(list => list.filter(n => !e.keys.has(n)));
    },
  });
  return (
    <section className="col">
      <h2>{label}</h2>
      <GridList aria-label={label} items={items.map(id => ({ id }))} dragAndDropHooks={dragAndDropHooks} className="list"
        renderEmptyState={() => <span className="empty">Drop people here</span>}>
        {item => <GridListItem id={item.id} textValue={item.id} className="item"><Button slot="drag" className="handle">≡</Button> {item.id}</GridListItem>}
      </GridList>
    </section>
  );
}

function App() {
  const [free, setFree] = useState(['Ana Lima', 'Bruno Dias', 'Carla Reis', 'Diogo Sá', 'Eva Costa', 'Filipe Rocha']);
  const [oncall, setOncall] = useState(['Graça Nunes']);
  const [status, setStatus] = useState('Rota not published');
  return (
    <main>
      <h1>On call, week 32</h1>
      <p>Drag people between the lists.</p>
      <div className="cols">
        <List label="Available" items={free} setItems={setFree} />
        <List label="On call" items={oncall} setItems={setOncall} />
      </div>
      <p><button type="button" onClick={() => setStatus(`Published: ${[...oncall].sort().join(', ')} on call`)}>Publish rota</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
