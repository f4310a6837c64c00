// A product list in MUI X's DataGrid with its toolbar: the Columns button
// (a panel of a switch a column), the quick filter (a search field, applied
// 200 ms after the typing stops); column headers that sort on a click
// (ascending, then descending), each with a menu button (shown while the
// pointer is over the header, or it has the focus): sort, filter, hide the
// column, manage the columns.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DataGrid, GridToolbarContainer, GridToolbarColumnsButton, GridToolbarQuickFilter, useGridApiRef, gridFilteredSortedRowEntriesSelector } from '@mui/x-data-grid';
import Button from '@mui/material/Button';

const products = [
  ['Blue mug', 'MUG-014', 'Kitchen', 9.5, 120],
  ['Enamel mug', 'MUG-022', 'Camping', 14, 35],
  ['Travel mug, steel', 'MUG-031', 'Travel', 19.9, 58],
  ['Espresso cups, set of 4', 'CUP-004', 'Kitchen', 24, 12],
  ['Teapot, cast iron', 'POT-002', 'Kitchen', 42, 7],
  ['Coffee grinder', 'GRD-001', 'Kitchen', 64, 18],
  ['Camping stove', 'STV-010', 'Camping', 89, 9],
  ['Water bottle', 'BTL-006', 'Travel', 16.5, 84],
  ['Mug warmer', 'MUG-040', 'Kitchen', 22, 26],
  ['Lunch box', 'BOX-003', 'Travel', 12, 61],
].map(([name, sku, category, price, stock], i) => ({ id: i + 1, name, sku, category, price, stock }));

const columns = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, valueFormatter: v => '€' + v.toFixed(2) },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <span style={{ flex: 1 }} />
      <GridToolbarQuickFilter debounceMs={200} />
    </GridToolbarContainer>
  );
}

function App() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = useState('View not saved');
  const save = () => {
    const api = apiRef.current;
    const shown = api.getVisibleColumns().map(c => c.headerName);
    const rows = gridFilteredSortedRowEntriesSelector(apiRef).map(r => r.model.name);
    setStatus(`Saved view: ${shown.join(', ')}; ${rows.join(', ')}`);
  };
  return (
    <main style={{ font: '16px sans-serif', margin: '2em', maxWidth: '56em' }}>
      <h1>Products</h1>
      <div style={{ height: 520 }}>
        <DataGrid apiRef={apiRef} rows={products} columns={columns} slots={{ toolbar: Toolbar }} hideFooter disableRowSelectionOnClick />
      </div>
      <p><Button variant="contained" onClick={save}>Save view</Button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
