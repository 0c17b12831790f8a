export default 'legal:terms'
