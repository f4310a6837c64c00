// A photo's tags with React Aria Components: a TagGroup whose Tags each
// have a remove Button (and go with Delete or Backspace when focused),
// a TextField that adds the tag typed on Enter, and a Save button.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Input, Label, Tag, TagGroup, TagList, TextField } from 'react-aria-components';

function App() {
  const [tags, setTags] = useState(['beach', 'draft', 'family', 'summer 2023', 'blurry']);
  const [text, setText] = useState('');
  const [status, setStatus] = useState('Not saved');
  const remove = (keys) => setTags(tags.filter(t => !keys.has(t)));
  return (
    <div>
      <h1>Photo details</h1>
      <p>IMG_2041.jpg, taken 14 August 2023 in Nazaré</p>
      <TagGroup onRemove={remove}>
        <Label>Tags</Label>
        <TagList items={tags.map(t => ({ id: t }))} renderEmptyState={() => 'No tags'}>
          {item => <Tag id={item.id} textValue={item.id}>{item.id}<Button slot="remove" aria-label="Remove">×</Button></Tag>}
        </TagList>
      </TagGroup>
      <div className="field">
        <TextField value={text} onChange={setText} onKeyDown={e => {
          if (e.key === 'Enter' && text.trim()) {
            const t = text.trim().toLowerCase();
            if (!tags.includes(t)) setTags([...tags, t]);
            setText('');
          }
        }}>
          <Label>Add a tag</Label> <Input placeholder="Type a tag, then Enter" />
        </TextField>
      </div>
      <p><Button onPress={() => setStatus('Saved tags: ' + tags.join(', '))}>Save</Button></p>
      <p id="status">{status}</p>
    </div>
  );
}

createRoot(document.getElementById('root')).render(<App />);
