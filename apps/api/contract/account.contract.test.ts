// DELETE /account against the contract: the caller's own account only; afterwards its
// token is refused and its data gone, while another account is untouched. No e-mail: 403.
import { describe, expect, it } from 'vitest';
import { clientForThisFile, courseInput, jobInput, type ErrorBody } from './support/target.ts';

const api = clientForThisFile();

describe('DELETE /account', () => {
  it("deletes the caller's account with its course and job, and nobody else's", async () => {
    const [leaver, stayer] = await Promise.all([api.user('leaver'), api.user('stayer')]);
    const course = await api.request<{ _id: string }>('POST', '/courses', {
      token: leaver.token,
      body: courseInput(),
    });
    expect(course.status).toBe(201);
    const theirJob = await api.request<{ _id: string }>('POST', '/jobs', {
      token: stayer.token,
      body: jobInput(),
    });
    expect(theirJob.status).toBe(201);

    const deleted = await api.request('DELETE', '/account', { token: leaver.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');

    expect((await api.request('GET', `/courses/${course.body._id}`)).status).toBe(404);
    const refused = await api.request<ErrorBody>('GET', '/jobs/mine', { token: leaver.token });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toEqual(expect.any(String));
    const theirs = await api.request<unknown[]>('GET', '/jobs/mine', { token: stayer.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toHaveLength(1);
  });

  it('answers 403 for an account without an e-mail', async () => {
    const token = await api.userWithoutEmail();
    const response = await api.request<ErrorBody>('DELETE', '/account', { token });
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual(expect.any(String));
  });
});
