import { followMainNav, main, openFromManageCourses, register, toast } from '../actions.ts';
import { expect, newUser, test } from '../fixtures.ts';
import { addCourse, callApi, withAccounts } from '../setup.ts';

test('add a course, see it in Manage Courses, edit it, delete it after confirming', async ({
  page,
  axe,
}) => {
  test.slow();
  const user = newUser('author');
  const title = `Course by ${user.name}`;
  const revised = `${title} (revised)`;
  await register(page, axe, user);

  await followMainNav(page, 'Add Course', '/add-course');
  const form = main(page);
  const submit = form.getByRole('button', { name: 'Add Course' });
  await expect(submit).toBeVisible();
  await axe.check(page);

  // Nothing filled: the product's message, and nothing is sent.
  await submit.click();
  await expect(form.getByText('All fields are required.').first()).toBeVisible();
  await axe.check(page);

  // An image the API itself serves: the page must not reach any other host.
  const imageUrl = `${process.env.E2E_API_URL}/assets/courses/web-development-2.svg`;
  await form.getByRole('textbox', { name: /^Course Title/ }).fill(title);
  await form
    .getByRole('textbox', { name: /^Short Description/ })
    .fill('Written by an end-to-end test.');
  await form.getByRole('textbox', { name: /^Image URL/ }).fill(imageUrl);
  await form.getByRole('textbox', { name: /^Duration/ }).fill('3 weeks');
  await form
    .getByRole('combobox', { name: /^Category/ })
    .selectOption({ label: 'Web Development' });
  await submit.click();
  await expect(toast(page, 'Course added successfully!')).toBeVisible();
  // Cleared on success, and a way to the new course.
  await expect(form.getByRole('textbox', { name: /^Course Title/ })).toHaveValue('');
  await expect(form.getByText(`“${title}” is now in the catalogue.`)).toBeVisible();
  await axe.check(page);
  await form.getByRole('link', { name: 'View course' }).click();
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await axe.check(page);

  await followMainNav(page, 'Manage Courses', '/manage-courses');
  const table = main(page).getByRole('table');
  await expect(table).toContainText(title);
  await axe.check(page);

  // Edit: prefilled, Update Course, then the course's page.
  await table.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/edit-course\/[^/]+$/);
  const titleField = main(page).getByRole('textbox', { name: /^Course Title/ });
  await expect(titleField).toHaveValue(title);
  await expect(main(page).getByRole('textbox', { name: /^Duration/ })).toHaveValue('3 weeks');
  await axe.check(page);
  await titleField.fill(revised);
  await main(page).getByRole('button', { name: 'Update Course' }).click();
  await expect(toast(page, 'Course updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  await expect(main(page).getByRole('heading', { level: 1, name: revised })).toBeVisible();
  await axe.check(page);

  // Delete: the confirmation first; Cancel keeps it, Delete removes it.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Manage Courses' })
    .click();
  await expect(table).toContainText(revised);
  await table.getByRole('button', { name: `Delete ${revised}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(
    `Are you sure you want to delete the course "${revised}"? This action cannot be undone.`,
  );
  await axe.check(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(table).toContainText(revised);

  await table.getByRole('button', { name: `Delete ${revised}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Course deleted successfully')).toBeVisible();
  await expect(main(page).getByText("You haven't added any courses yet.")).toBeVisible();
  await axe.check(page);
});

/** A course of two sections, 'Basics' (two articles) and 'Next' (one), written through the API. */
async function twoSections(author: Parameters<typeof addCourse>[0], title: string) {
  const courseId = await addCourse(author, title);
  type Written = { outline: { sections: { _id: string }[] } };
  const base = `/courses/${courseId}/curriculum/sections`;
  const add = async (section: string, lessons: string[]) => {
    const written = await callApi<Written>(author, 'POST', base, 201, { title: section });
    const id = written.outline.sections.at(-1)?._id ?? '';
    for (const lesson of lessons) {
      await callApi(author, 'POST', `${base}/${id}/lessons`, 201, {
        title: lesson,
        kind: 'article',
        minutes: 5,
        body: `${lesson}, in a few words.`,
      });
    }
  };
  await add('Basics', ['Maps', 'Scales']);
  await add('Next', ['Compasses']);
  return courseId;
}

test('an author moves a lesson into the next section from the keyboard and previews an article', async ({
  page,
  axe,
}) => {
  test.slow();
  const [author] = await withAccounts('author');
  const title = `Sections ${Date.now().toString(36)}`;
  const courseId = await twoSections(author, title);
  await openFromManageCourses(page, axe, author, {
    link: `Curriculum of ${title}`,
    heading: `${title}: Curriculum`,
  });

  // 'Scales', last of 'Basics': Move down takes it to the start of 'Next', and the focus stays
  // on it, so Enter again moves it on within 'Next'.
  const moveDown = main(page).getByRole('button', { name: 'Move down: Scales' });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Lesson Scales was moved to position 1 of 2 in Next.'),
  ).toBeAttached();
  await expect(moveDown).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Lesson Scales was moved to position 2 of 2 in Next.'),
  ).toBeAttached();
  await axe.check(page);
  // Stored: the API's outline has it there.
  type Outline = { sections: { title: string; lessons: { title: string }[] }[] };
  const outline = await callApi<Outline>(author, 'GET', `/courses/${courseId}/curriculum`, 200);
  expect(outline.sections.map((s) => [s.title, s.lessons.map((l) => l.title)])).toEqual([
    ['Basics', ['Maps']],
    ['Next', ['Compasses', 'Scales']],
  ]);

  // The article's preview is the API's rendering: an image from an http address is left out,
  // its description kept, as the hint under the box says.
  await main(page).getByRole('button', { name: 'Add lesson: Next' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add lesson' });
  const body = dialog.getByRole('textbox', { name: 'Article (Markdown)' });
  await expect(body).toHaveAccessibleDescription(/Images show only from an https:\/\/ address/);
  await body.fill('Read **the legend** first.\n\n![A compass rose](http://example.com/rose.png)');
  await dialog.getByRole('tab', { name: 'Preview article' }).click();
  const preview = dialog.getByRole('tabpanel', { name: 'Preview article' });
  await expect(preview.locator('strong')).toHaveText('the legend');
  await expect(preview).toContainText('A compass rose');
  await expect(preview.locator('img')).toHaveCount(0);
  await axe.check(page);
});
