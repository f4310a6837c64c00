// Meeting notes in a Lexical rich-text editor: a contenteditable area, a
// toolbar of buttons that turn the block at the caret into a heading, a
// bulleted list or back into a paragraph (they keep the focus in the
// editor); the page saves what the editor's state holds, block by block.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { $getRoot, $getSelection, $isRangeSelection, $createParagraphNode } from 'lexical';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HeadingNode, $createHeadingNode, $isHeadingNode } from '@lexical/rich-text';
import { ListNode, ListItemNode, INSERT_UNORDERED_LIST_COMMAND, INSERT_ORDERED_LIST_COMMAND, $isListNode } from '@lexical/list';
import { $setBlocksType } from '@lexical/selection';

function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const block = make => editor.update(() => {
    const sel = $getSelection();
    if ($isRangeSelection(sel)) $setBlocksType(sel, make);
  });
  const keep = e => e.preventDefault();
  return (
    <div role="toolbar" aria-label="Formatting" className="toolbar">
      <button type="button" onMouseDown={keep} onClick={() => block(() => $createHeadingNode('h2'))}>Heading</button>
      <button type="button" onMouseDown={keep} onClick={() => block(() => $createParagraphNode())}>Paragraph</button>
      <button type="button" onMouseDown={keep} onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}>Bulleted list</button>
      <button type="button" onMouseDown={keep} onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}>Numbered list</button>
    </div>
  );
}

function Save({ onSave }) {
  const [editor] = useLexicalComposerContext();
  const save = () => editor.getEditorState().read(() => {
    const parts = $getRoot().getChildren().map(n => {
      if ($isHeadingNode(n)) return `heading “${n.getTextContent()}”`;
      if ($isListNode(n)) return `${n.getListType() === 'bullet' ? 'bulleted' : 'numbered'} list: ` + n.getChildren().map(c => c.getTextContent()).join(', ');
      const t = n.getTextContent();
      return t ? `paragraph “${t}”` : null;
    }).filter(Boolean);
    onSave('Saved notes: ' + (parts.join('; ') || 'empty'));
  });
  return <p><button type="button" onClick={save}>Save notes</button></p>;
}

function App() {
  const [status, setStatus] = useState('Not saved');
  const config = {
    namespace: 'notes', nodes: [HeadingNode, ListNode, ListItemNode], onError: e => { throw e; },
    theme: { heading: { h2: 'h2' }, list: { ul: 'ul', ol: 'ol', listitem: 'li' } },
  };
  return (
    <main>
      <h1>Product sync, 28 April</h1>
      <p>Attendees: Ana, Ben, Chen</p>
      <LexicalComposer initialConfig={config}>
        <Toolbar />
        <div className="editor">
          <RichTextPlugin
            contentEditable={<ContentEditable className="content" aria-label="Meeting notes" aria-placeholder="Write the notes…" placeholder={<div className="placeholder">Write the notes…</div>} />}
            ErrorBoundary={LexicalErrorBoundary} />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <Save onSave={setStatus} />
      </LexicalComposer>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
