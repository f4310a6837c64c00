// A product review with Ark UI's RatingGroup (stars as radio buttons of a
// radiogroup, moved by the arrow keys too) and TagsInput (tags with a
// delete trigger each, a field that adds a tag on Enter or a comma,
// Backspace in the empty field selects the last tag).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RatingGroup } from '@ark-ui/react/rating-group';
import { TagsInput } from '@ark-ui/react/tags-input';

function App() {
  const [rating, setRating] = useState(2);
  const [tags, setTags] = useState(['heavy', 'loud', 'good suction']);
  const [status, setStatus] = useState('Not posted');
  return (
    <main>
      <h1>Review: Stormo V8 cordless vacuum</h1>
      <RatingGroup.Root count={5} value={rating} onValueChange={d => setRating(d.value)} className="rating">
        <RatingGroup.Label>Your rating</RatingGroup.Label>
        <RatingGroup.Control>
          <RatingGroup.Context>
            {({ items }) => items.map(i => (
              <RatingGroup.Item key={i} index={i} className="star">
                <RatingGroup.ItemContext>{({ highlighted }) => highlighted ? '★' : '☆'}</RatingGroup.ItemContext>
              </RatingGroup.Item>
            ))}
          </RatingGroup.Context>
        </RatingGroup.Control>
        <RatingGroup.HiddenInput />
      </RatingGroup.Root>
      <TagsInput.Root value={tags} onValueChange={d => setTags(d.value)} className="tags">
        <TagsInput.Context>
          {api => (
            <>
              <TagsInput.Label>What stood out</TagsInput.Label>
              <TagsInput.Control className="tagcontrol">
                {api.value.map((value, index) => (
                  <TagsInput.Item key={index} index={index} value={value} className="tag">
                    <TagsInput.ItemPreview>
                      <TagsInput.ItemText>{value}</TagsInput.ItemText>
                      <TagsInput.ItemDeleteTrigger>×</TagsInput.ItemDeleteTrigger>
                    </TagsInput.ItemPreview>
                    <TagsInput.ItemInput />
                  </TagsInput.Item>
                ))}
                <TagsInput.Input placeholder="Add a word or two" />
              </TagsInput.Control>
            </>
          )}
        </TagsInput.Context>
        <TagsInput.HiddenInput />
      </TagsInput.Root>
      <p><label htmlFor="text">Review</label><br /><textarea id="text" rows="3" cols="40" defaultValue="Does the job." /></p>
      <p><button type="button" onClick={() => setStatus(`Posted: ${rating} stars; ${tags.join(', ')}`)}>Post review</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
