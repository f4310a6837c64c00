// A playlist put in order with @dnd-kit's sortable list: each song is a
// useSortable item (role button, aria-roledescription "sortable") dragged
// by the pointer (a PointerSensor with no activation constraint: the drag
// starts as the button goes down) or by the keyboard (Space, the arrows,
// Space); verticalListSortingStrategy, arrayMove on the drop.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DndContext, closestCenter, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

const songs = [
  ['So What', 'Miles Davis', '9:22'], ['Blue in Green', 'Bill Evans', '5:37'], ['Naima', 'John Coltrane', '4:21'],
  ['Round Midnight', 'Thelonious Monk', '3:10'], ['Harvest Moon', 'Neil Young', '5:03'], ['Take Five', 'Dave Brubeck', '5:24'],
];

function Song({ id, artist, length }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 };
  return (
    <li ref={setNodeRef} style={style} className="song" {...attributes} {...listeners}>
      <span className="grip" aria-hidden="true">⠿</span> <b>{id}</b> <span className="artist">{artist}</span> <span className="len">{length}</span>
    </li>
  );
}

function App() {
  const [order, setOrder] = useState(songs.map(s => s[0]));
  const [status, setStatus] = useState('Not saved');
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }) => {
    if (over && active.id !== over.id) setOrder(o => arrayMove(o, o.indexOf(active.id), o.indexOf(over.id)));
  };
  const info = Object.fromEntries(songs.map(s => [s[0], s]));
  return (
    <main>
      <h1>Sunday morning</h1>
      <p>Drag the songs into the order they should play.</p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="list" aria-label="Playlist">
            {order.map(id => <Song key={id} id={id} artist={info[id][1]} length={info[id][2]} />)}
          </ol>
        </SortableContext>
      </DndContext>
      <p><button type="button" onClick={() => setStatus('Saved playlist: ' + order.join(', '))}>Save playlist</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
