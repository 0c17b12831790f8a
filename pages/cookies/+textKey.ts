export default 'legal:cookies'
