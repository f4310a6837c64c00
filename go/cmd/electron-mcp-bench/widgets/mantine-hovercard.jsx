// A discussion thread with Mantine: each author's name opens a HoverCard
// (after a 300 ms delay, closing 200 ms after the pointer leaves) with the
// person's details and a Follow button.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, HoverCard, Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

const people = {
  'Ana Ramos': { handle: '@anaramos', bio: 'Birdwatcher in the Tagus estuary. Photos of waders, mostly.', followers: 312 },
  'Rui Dias': { handle: '@ruidias', bio: 'Bird ringer and field guide author.', followers: 1280 },
  'Marta Leal': { handle: '@mleal', bio: 'Beginner. Still mixing up the sandpipers.', followers: 41 },
  'João Sousa': { handle: '@jsousa', bio: 'Sound recordist; dawn choruses from the Alentejo.', followers: 877 },
};
const posts = [
  ['Ana Ramos', 'Flamingos back at the salt pans this morning, about two hundred of them.'],
  ['Marta Leal', 'How do you tell a dunlin from a curlew sandpiper in winter plumage?'],
  ['Rui Dias', 'Curlew sandpipers have a longer, more curved bill and a white rump in flight.'],
  ['João Sousa', 'I have a recording of both calls from last September, will post it tonight.'],
];

function Author({ name, following, onFollow }) {
  const p = people[name];
  const on = following.includes(name);
  return (
    <HoverCard width={300} shadow="md" openDelay={300} closeDelay={200} withArrow>
      <HoverCard.Target>
        <Anchor component="button" fw={600}>{name}</Anchor>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <Group>
          <Avatar color="teal" radius="xl">{name.split(' ').map(w => w[0]).join('')}</Avatar>
          <Stack gap={0}>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">{p.handle} · {p.followers + (on ? 1 : 0)} followers</Text>
          </Stack>
        </Group>
        <Text size="sm" mt="sm">{p.bio}</Text>
        <Button mt="sm" size="xs" variant={on ? 'light' : 'filled'} onClick={() => onFollow(name)}>{on ? 'Following' : 'Follow'}</Button>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

function App() {
  const [following, setFollowing] = useState([]);
  const follow = name => setFollowing(f => f.includes(name) ? f.filter(n => n !== name) : [...f, name]);
  return (
    <Stack>
      <Title order={2}>Waders at the salt pans</Title>
      {posts.map(([who, text], i) => (
        <Paper key={i} withBorder p="sm">
          <Author name={who} following={following} onFollow={follow} />
          <Text mt={4}>{text}</Text>
        </Paper>
      ))}
      <Text id="status">{following.length ? 'Following: ' + [...following].sort().join(', ') : 'Following no one'}</Text>
    </Stack>
  );
}

createRoot(document.getElementById('root')).render(<MantineProvider><App /></MantineProvider>);
