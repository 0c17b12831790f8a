export default 'admin:editor.article'
