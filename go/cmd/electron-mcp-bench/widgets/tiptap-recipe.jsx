// Writing a recipe with Tiptap (v3, no framework): an Editor with the
// StarterKit (its trailing empty paragraph off) on a div, a toolbar whose
// buttons run chained commands on the selection (heading, ordered list,
// bold) and show by aria-pressed whether they are on where the caret is;
// the document read back by getJSON.
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

const root = document.getElementById('root');
root.innerHTML = `
  <h1>New recipe</h1>
  <p>Write the recipe: a title as a heading, then the steps as a numbered list.</p>
  <div role="toolbar" aria-label="Formatting" class="toolbar">
    <button type="button" data-cmd="h2">Heading</button>
    <button type="button" data-cmd="ol">Numbered list</button>
    <button type="button" data-cmd="ul">Bulleted list</button>
    <button type="button" data-cmd="bold">Bold</button>
  </div>
  <div id="editor"></div>
  <p><button type="button" id="save">Save recipe</button></p>
  <p id="status">Not saved</p>`;

const editor = new Editor({
  element: document.getElementById('editor'),
  extensions: [StarterKit.configure({ trailingNode: false })],
  content: '',
  editorProps: { attributes: { 'aria-label': 'Recipe', role: 'textbox', 'aria-multiline': 'true', class: 'doc' } },
});
const run = {
  h2: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  ol: () => editor.chain().focus().toggleOrderedList().run(),
  ul: () => editor.chain().focus().toggleBulletList().run(),
  bold: () => editor.chain().focus().toggleBold().run(),
};
const active = { h2: () => editor.isActive('heading', { level: 2 }), ol: () => editor.isActive('orderedList'), ul: () => editor.isActive('bulletList'), bold: () => editor.isActive('bold') };
document.querySelectorAll('[data-cmd]').forEach(b => {
  b.addEventListener('mousedown', e => e.preventDefault());
  b.addEventListener('click', () => run[b.dataset.cmd]());
});
const sync = () => document.querySelectorAll('[data-cmd]').forEach(b => b.setAttribute('aria-pressed', String(active[b.dataset.cmd]())));
editor.on('transaction', sync); sync();

const text = n => (n.content || []).map(c => c.type === 'text' ? c.text : text(c)).join('');
document.getElementById('save').addEventListener('click', () => {
  const parts = editor.getJSON().content.filter(n => text(n).trim() !== '').map(n => {
    if (n.type === 'heading') return `heading “${text(n)}”`;
    if (n.type === 'orderedList') return `numbered steps: ${n.content.map(text).join('; ')}`;
    if (n.type === 'bulletList') return `bullets: ${n.content.map(text).join('; ')}`;
    return `paragraph “${text(n)}”`;
  });
  document.getElementById('status').textContent = 'Saved recipe: ' + parts.join('; then ');
});
