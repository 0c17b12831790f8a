// The article's own title and excerpt replace these in <head> (see +data.ts).
export default 'blog'
