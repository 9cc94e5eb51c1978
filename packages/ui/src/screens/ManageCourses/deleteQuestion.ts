/**
 * docs/product.md's confirmation sentence, with the course's title; when learners are enrolled it says
 * how many lose their enrollment, so an author never deletes a busy course unawares.
 */
export const deleteQuestion = (title: string, learners = 0) =>
  `Are you sure you want to delete the course "${title}"? ${
    learners === 0
      ? ''
      : learners === 1
        ? 'Its 1 learner will lose their enrollment. '
        : `Its ${learners} learners will lose their enrollments. `
  }This action cannot be undone.`;
