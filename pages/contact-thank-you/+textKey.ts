export default 'contact:thankYou'
