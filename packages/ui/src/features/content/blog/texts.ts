/** The blog's own texts (docs/product.md, Screens and routes gives the page; the words are ours). */
export const blogTexts = {
  title: 'Blog',
  heading: 'The EduGate Blog',
  intro: 'Short notes on learning, teaching and hiring on EduGate, from the people who run it.',
  backToBlog: 'Back to the blog',
} as const;
