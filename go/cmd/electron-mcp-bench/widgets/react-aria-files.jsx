// A file list with React Aria Components: a Table whose columns sort when
// their headers are pressed (again for the other direction, aria-sort
// telling which), and whose rows open on a press (onRowAction).
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';

const files = [
  { id: 'notes', name: 'meeting-notes.md', kind: 'Markdown', size: 14, modified: '2024-05-02' },
  { id: 'backup', name: 'backup-2024.tar', kind: 'Archive', size: 734003, modified: '2024-04-30' },
  { id: 'logo', name: 'logo.svg', kind: 'Image', size: 9, modified: '2024-03-11' },
  { id: 'demo', name: 'demo.mp4', kind: 'Video', size: 512340, modified: '2024-05-06' },
  { id: 'budget', name: 'budget.xlsx', kind: 'Spreadsheet', size: 88, modified: '2024-02-27' },
  { id: 'photo', name: 'team-photo.jpg', kind: 'Image', size: 4210, modified: '2024-05-01' },
];
const human = kb => kb >= 1024 * 1024 ? (kb / 1024 / 1024).toFixed(1) + ' GB' : kb >= 1024 ? (kb / 1024).toFixed(1) + ' MB' : kb + ' KB';

function SortableColumn({ id, children, ...props }) {
  return (
    <Column id={id} allowsSorting {...props}>
      {({ sortDirection }) => <>{children}<span aria-hidden="true">{sortDirection === 'ascending' ? ' ▲' : sortDirection === 'descending' ? ' ▼' : ''}</span></>}
    </Column>
  );
}

function App() {
  const [sort, setSort] = useState({ column: 'name', direction: 'ascending' });
  const [status, setStatus] = useState('No file open');
  const rows = useMemo(() => {
    const r = [...files].sort((a, b) => a[sort.column] < b[sort.column] ? -1 : a[sort.column] > b[sort.column] ? 1 : 0);
    return sort.direction === 'descending' ? r.reverse() : r;
  }, [sort]);
  return (
    <main style={{ padding: '2em' }}>
      <h1>Shared files</h1>
      <Table aria-label="Shared files" sortDescriptor={sort} onSortChange={setSort}
        onRowAction={key => setStatus(`Opened ${files.find(f => f.id === key).name}; list sorted by ${sort.column}, ${sort.direction}`)}>
        <TableHeader>
          <SortableColumn id="name" isRowHeader>Name</SortableColumn>
          <SortableColumn id="kind">Kind</SortableColumn>
          <SortableColumn id="size">Size</SortableColumn>
          <SortableColumn id="modified">Modified</SortableColumn>
        </TableHeader>
        <TableBody items={rows}>
          {f => <Row id={f.id}><Cell>{f.name}</Cell><Cell>{f.kind}</Cell><Cell>{human(f.size)}</Cell><Cell>{f.modified}</Cell></Row>}
        </TableBody>
      </Table>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
