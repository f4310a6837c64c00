// An account area with Mantine: a sidebar of NavLinks, some holding nested
// NavLinks that open under them, and a list of invoices paged by
// Pagination (numbered controls, dots for the pages between); an
// invoice's number is a button that downloads it.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, NavLink, Pagination, Table, Anchor, Title, Text, Group } from '@mantine/core';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const invoices = Array.from({ length: 46 }, (_, i) => ({
  id: 'INV-' + String(2001 + i),
  date: (1 + (i * 7) % 28) + ' ' + months[Math.floor(i / 4)] + ' 2024',
  amount: 40 + (i * 53) % 300,
}));
const perPage = 5;

function Invoices({ onDownload }) {
  const [page, setPage] = useState(1);
  const shown = invoices.slice((page - 1) * perPage, page * perPage);
  return (
    <div>
      <Title order={3}>Invoices</Title>
      <Table>
        <Table.Thead><Table.Tr><Table.Th>Invoice (PDF)</Table.Th><Table.Th>Date</Table.Th><Table.Th>Amount</Table.Th></Table.Tr></Table.Thead>
        <Table.Tbody>{shown.map(inv => (
          <Table.Tr key={inv.id}><Table.Td><Anchor component="button" onClick={() => onDownload(inv, page)}>{inv.id}</Anchor></Table.Td>
            <Table.Td>{inv.date}</Table.Td><Table.Td>€{inv.amount}</Table.Td></Table.Tr>))}
        </Table.Tbody>
      </Table>
      <Pagination mt="sm" total={Math.ceil(invoices.length / perPage)} value={page} onChange={setPage} />
    </div>
  );
}

function App() {
  const [section, setSection] = useState('Profile');
  const [status, setStatus] = useState('Nothing downloaded');
  const link = (label, children) => (
    <NavLink key={label} href={'#' + label.toLowerCase().replace(/ /g, '-')} label={label} active={section === label}
      onClick={e => { e.preventDefault(); if (!children) setSection(label); }} childrenOffset={24}>{children}</NavLink>
  );
  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <nav style={{ width: 220 }} aria-label="Account">
        {link('Profile')}
        {link('Security', [link('Password'), link('Two-factor login')])}
        {link('Billing', [link('Plan'), link('Payment methods'), link('Invoices')])}
        {link('Notifications')}
      </nav>
      <main style={{ flex: 1 }}>
        {section === 'Invoices' ? <Invoices onDownload={(inv, page) => setStatus(`Downloaded ${inv.id} (${inv.date}, €${inv.amount}) from page ${page}`)} />
          : <><Title order={3}>{section}</Title><Text c="dimmed">Nothing to change here.</Text></>}
        <p id="status">{status}</p>
      </main>
    </Group>
  );
}

createRoot(document.getElementById('root')).render(<MantineProvider><App /></MantineProvider>);
