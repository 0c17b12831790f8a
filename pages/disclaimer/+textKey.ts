export default 'legal:disclaimer'
