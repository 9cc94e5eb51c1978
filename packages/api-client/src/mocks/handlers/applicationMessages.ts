import type { HttpHandler } from 'msw';
import { messages } from '../../messages';
import type { ApplicationMessage } from '../../types';
import type { MockApplicationMessage, MockDb } from '../db';
import { error, http, signedIn } from './http';
import { findJob, postedByCaller } from './lookups';

/** The contract's page size and a message's length in characters (code points, as Ajv counts). */
const PAGE_SIZE = 20;
const MAX_MESSAGE_LENGTH = 2000;

/** The application when the caller is its job's poster or its applicant, else undefined. */
function ownApplication(db: MockDb, id: string) {
  const application = db.applications.find((a) => a._id === id);
  const job = application && findJob(db, application.jobId);
  if (!application || !job) return undefined;
  const fromPoster = postedByCaller(db, job);
  if (!fromPoster && application.userEmail !== db.user.email) return undefined;
  return { application, fromPoster };
}

function view(db: MockDb, entry: MockApplicationMessage): ApplicationMessage {
  return { ...entry.message, mine: entry.authorEmail === db.user.email };
}

/**
 * Messages on an application: only its poster and its applicant read and write them (anyone
 * else 404, as the server answers). The other side's notification and the hourly posting limit
 * happen to other users or over time, so the mocks model neither.
 */
export function applicationMessageHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get('/applications/{id}/messages', ({ params, query, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const own = ownApplication(db, params.id);
      if (!own) return error(404, messages.applicationNotFound);
      const limit = Math.min(Number(query.get('limit') ?? PAGE_SIZE) || PAGE_SIZE, PAGE_SIZE);
      const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
      const thread = db.applicationMessages.filter(
        (entry) => entry.message.applicationId === own.application._id,
      );
      return response(200).json(
        thread.slice(offset, offset + limit).map((entry) => view(db, entry)),
        { headers: { 'X-Total-Count': String(thread.length) } },
      );
    }),

    http.post('/applications/{id}/messages', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const { body } = await request.json();
      if (body.length === 0) return error(400, messages.messageEmpty);
      if ([...body].length > MAX_MESSAGE_LENGTH) return error(400, messages.messageTooLong);
      if (!/\S/.test(body)) return error(400, messages.messageBlank);
      const own = ownApplication(db, params.id);
      if (!own) return error(404, messages.applicationNotFound);
      const entry: MockApplicationMessage = {
        authorEmail: db.user.email,
        message: {
          _id: db.nextId('message'),
          applicationId: own.application._id,
          body,
          authorName: db.user.displayName || messages.anonymousPoster,
          fromPoster: own.fromPoster,
          createdAt: db.now().toISOString(),
        },
      };
      db.applicationMessages.push(entry);
      return response(201).json(view(db, entry));
    }),
  ];
}
