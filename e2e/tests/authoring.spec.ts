import { followMainNav, main, register, toast } from '../actions.ts';
import { expect, newUser, test } from '../fixtures.ts';

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
