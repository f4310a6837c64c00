import Editor from '@toast-ui/editor';

// Meeting notes in TOAST UI Editor 3 in its WYSIWYG mode (a contenteditable
// ProseMirror view under a toolbar: a Headings button opening a popup of
// heading levels, bold, lists, a Markdown/WYSIWYG mode switch), its
// ES module bundled (its browser build wants ProseMirror's
// modules as globals); the notes are read back as Markdown. Its usage statistics
// (a request to Google Analytics) are off.
const editor = new Editor({
  el: document.getElementById('editor'), height: '320px', initialEditType: 'wysiwyg', previewStyle: 'tab',
  initialValue: 'Attendees: Ana, Ben, Chen',
  usageStatistics: false,
  toolbarItems: [['heading', 'bold', 'italic', 'strike'], ['ul', 'ol', 'task'], ['link']],
});
// The editing area, named for the people and tools reading it.
const area = document.querySelector('.toastui-editor-ww-container [contenteditable]');
area.setAttribute('role', 'textbox');
area.setAttribute('aria-multiline', 'true');
area.setAttribute('aria-label', 'Notes');

document.getElementById('publish').addEventListener('click', () => {
  document.getElementById('status').textContent = 'Published: ' + editor.getMarkdown().trim().split('\n').filter(Boolean).join(' | ');
});
