/**
 * Urdu type is a size larger from a laptop up: Nastaliq reads a size below Naskh or Latin at the
 * same pixels, and at arm's length the 15 px hints and office hours had a Lahore reader leaning in
 * (round-9 review). The theme multiplies its Urdu sizes by this custom property (createAppTheme),
 * which GlobalStyles sets from md up: body text 17.3 to 19 px, the smallest text (captions, help
 * text, labels, badges, the footer) 15 to 16.5 px. A phone keeps its sizes, where larger type made
 * every page longer, and so does the header, whose one row the larger names overfilled.
 */
export const textScaleVar = '--text-scale'
export const urduDesktopTextScale = 1.1
