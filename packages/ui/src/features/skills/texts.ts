/** The skills texts of the pages that show them (docs/product.md, Skills). */
export const skillTexts = {
  gain: "Skills you'll gain",
  required: 'Skills required',
} as const;
