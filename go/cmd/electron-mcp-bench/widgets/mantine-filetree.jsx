// A file tree with Mantine: a Tree (folders open on a click) whose nodes
// open a Menu where the pointer is on a right click, as a desktop file
// manager's context menu does.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Menu, Text, Title, Tree, useTree } from '@mantine/core';

const initial = [
  { value: 'Documents', label: 'Documents', children: [
    { value: 'Documents/cv.pdf', label: 'cv.pdf' }, { value: 'Documents/letter.docx', label: 'letter.docx' }] },
  { value: 'Projects', label: 'Projects', children: [
    { value: 'Projects/budget.xlsx', label: 'budget.xlsx' }, { value: 'Projects/roadmap.md', label: 'roadmap.md' },
    { value: 'Projects/logo.svg', label: 'logo.svg' }] },
  { value: 'Music', label: 'Music', children: [{ value: 'Music/playlist.m3u', label: 'playlist.m3u' }] },
  { value: 'notes.txt', label: 'notes.txt' },
];
const without = (nodes, value) => nodes.filter(n => n.value !== value)
  .map(n => n.children ? { ...n, children: without(n.children, value) } : n);
const find = (nodes, value) => nodes.reduce((f, n) => f || (n.value === value ? n : n.children && find(n.children, value)), null);

function App() {
  const [data, setData] = useState(initial);
  const [menu, setMenu] = useState(null); // {x, y, value}
  const [status, setStatus] = useState('Nothing done yet');
  const tree = useTree();
  const act = what => {
    const value = menu.value, parent = value.includes('/') ? value.split('/')[0] : '';
    setMenu(null);
    if (what === 'trash') {
      const rest = without(data, value);
      setData(rest);
      setStatus(`Moved ${value} to the trash` + (parent ? `; ${parent} holds ${find(rest, parent).children.map(c => c.label).join(', ')}` : ''));
    } else {
      setStatus(`${what} ${value}`);
    }
  };
  return (
    <MantineProvider>
      <main style={{ padding: '2em', maxWidth: '30em' }}>
        <Title order={2}>Files</Title>
        <Text size="sm" c="dimmed" mb="sm">Right-click a file for what you can do with it.</Text>
        <Tree data={data} tree={tree} aria-label="Files" renderNode={({ node, expanded, hasChildren, elementProps }) => (
          <div {...elementProps} style={{ ...elementProps.style, display: 'flex', gap: 6, padding: '2px 4px', cursor: 'default' }}
            onContextMenu={e => { e.preventDefault(); e.stopPropagation(); setMenu({ x: e.clientX, y: e.clientY, value: node.value }); }}>
            <span aria-hidden="true">{hasChildren ? (expanded ? '📂' : '📁') : '📄'}</span>
            <span>{node.label}</span>
          </div>
        )} />
        <Menu opened={!!menu} onChange={o => { if (!o) setMenu(null); }} position="bottom-start" offset={0} withinPortal>
          <Menu.Target>
            <div style={{ position: 'fixed', left: menu ? menu.x : 0, top: menu ? menu.y : 0, width: 1, height: 1 }} />
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{menu ? menu.value.split('/').pop() : ''}</Menu.Label>
            <Menu.Item onClick={() => act('Opened')}>Open</Menu.Item>
            <Menu.Item onClick={() => act('Renaming')}>Rename</Menu.Item>
            <Menu.Item onClick={() => act('Duplicated')}>Duplicate</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => act('trash')}>Move to trash</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <p id="status">{status}</p>
      </main>
    </MantineProvider>
  );
}
createRoot(document.getElementById('root')).render(<App />);
