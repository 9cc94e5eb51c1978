/**
 * This file was auto-generated from openapi.yaml by `npm run generate`.
 * Do not make direct changes to the file.
 */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database check
         * @description Public. 200 when the server can reach its database, 503 otherwise.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jwt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a cookie session for the signed-in user
         * @description Called by the app on every auth-state change that has an e-mail, with credentials
         *     (cookies) included. Requires a verified ID token whose e-mail equals `email` in the body;
         *     otherwise 401 (no or bad token) or 403 (another e-mail). Sets the `edugate_session`
         *     cookie: HttpOnly, SameSite=Lax, signed, `Secure` outside localhost, expiring after one hour.
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest skills
         * @description Public. Skills from EduGate's shared list whose name contains `q`, ignoring case: those
         *     starting with it first, then the rest, each alphabetically. A course's or job's form
         *     suggests these as its author types; a name not in the list is added when a course or job
         *     is saved with it.
         */
        get: operations["listSkills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/skills/verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's verified skills
         * @description Signed in. The skills of the courses the caller holds a certificate for whose credential
         *     they have not revoked, alphabetically ignoring case. A deleted course's skills went with
         *     it. What the caller typed anywhere never counts: only certificates prove a skill.
         */
        get: operations["listVerifiedSkills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List courses
         * @description Public. One page of the catalogue, sorted, optionally searched and filtered. The body is a
         *     plain array; the number of courses matching `q`, `category` and `skill` (before paging) is
         *     in the `X-Total-Count` header, so a client can page with `offset`. A search matches the
         *     names of the skills a course teaches as it matches its category. With `X-Data-Position`, the
         *     page as of that write or later (see the parameter).
         */
        get: operations["listCourses"];
        put?: never;
        /**
         * Add a course
         * @description Signed in. The caller becomes the course's owner; `addedByName` is their display name (an
         *     account without one gets 400, whose `error` asks for a name: no course shows its author's
         *     e-mail), `addedAt` the server's time, `enrollments` 0, `rating` null (no
         *     reviews yet), `ratingCount` 0 and `totalSeats` the input's (default 30).
         */
        post: operations["createCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/my-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's own courses
         * @description Signed in. The courses the caller added, newest first.
         */
        get: operations["listMyCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * Get one course
         * @description Public. With `X-Data-Position`, the course as of that write or later (see the parameter).
         */
        get: operations["getCourse"];
        /**
         * Update a course
         * @description Signed in, owner only (403 for anyone else). Replaces the editable fields; `totalSeats` left
         *     out keeps the course's capacity. 409 when `totalSeats` is below the learners enrolled now
         *     (checked under the same course lock as enrolment).
         */
        put: operations["updateCourse"];
        post?: never;
        /**
         * Delete a course
         * @description Signed in, owner only (403 for anyone else). Its enrollments are removed with it.
         */
        delete: operations["deleteCourse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * List a course's reviews
         * @description Public. Newest first (`createdAt`, then `_id`). The number of the course's reviews is in
         *     `X-Total-Count`, so a client can page with `offset`.
         */
        get: operations["listCourseReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/reviews/summary": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * A course's rating and how many reviews gave each star
         * @description Public. The course's `rating` and `ratingCount`, and the count per star.
         */
        get: operations["getReviewSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/reviews/mine": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * The caller's review of a course and whether they may write one
         * @description Signed in. `review` is the caller's review (null if none); `eligibility` says whether the
         *     caller may rate the course: `allowed` (enrolled now or before), `notEnrolled` (never
         *     enrolled) or `author` (the course's owner).
         */
        get: operations["getMyReview"];
        /**
         * Write or replace the caller's review
         * @description Signed in, enrolled in the course now or before (403 otherwise), not its owner (403).
         *     Creates the caller's review (201) or replaces it (200); the course's `rating` and
         *     `ratingCount` change in the same transaction. `comment` is trimmed.
         */
        put: operations["putMyReview"];
        post?: never;
        /**
         * Delete the caller's review
         * @description Signed in. Removes the caller's review; the course's `rating` and `ratingCount` change in
         *     the same transaction. 404 when the course is unknown or the caller has no review of it.
         */
        delete: operations["deleteMyReview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/learners": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * The learners enrolled in one of the caller's courses
         * @description Signed in, the course's owner only: 403 for anyone else (the course itself is public, so
         *     hiding it behind a 404 would hide nothing). The learners enrolled now, newest first.
         */
        get: operations["listCourseLearners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/insights": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * What an author reads of one of their courses, as aggregates
         * @description Signed in, the course's owner only: 404 for anyone else, as for a course that does not
         *     exist (the figures are the author's alone). Every figure is aggregated by the database, so
         *     the answer is a few hundred numbers at most whatever the number of learners: enrolments
         *     per week over the last 12 weeks (learners enrolled now, by the week they enrolled, weeks
         *     starting Monday UTC, oldest first), learners now, seats left, learners who completed the
         *     course (certificates issued), completions per lesson in curriculum order, each quiz's
         *     average best score and pass rate over the learners who attempted it, and the ratings.
         *     Never cached: it is one author's and changes with every completion.
         */
        get: operations["getCourseInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/curriculum": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * A course's outline
         * @description Public. The course's sections in order, each with its lessons in order: titles, kinds,
         *     minutes and the Preview flag, never a lesson's content. `lessonCount` and `totalMinutes`
         *     sum the whole course. A course without lessons has `sections: []` or sections without
         *     lessons. Carries `ETag` and `Cache-Control` like the course itself.
         */
        get: operations["getCurriculum"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/curriculum/sections": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a section at the end of the curriculum
         * @description Signed in, the course's owner only: 404 for anyone else (no existence leak). At most 30
         *     sections per course (400 naming the limit).
         */
        post: operations["createSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/curriculum/article-preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render an article's Markdown as its learners will see it
         * @description Signed in, the course's owner only (404 for anyone else). Nothing is stored: the answer is
         *     the HTML that saving `body` as an article would give, rendered by the same renderer
         *     (raw HTML shown as text, only safe links, images only over https or from the API's own
         *     lesson files, any other image replaced by its description), with the API's own files
         *     addressed on its public URL as a lesson read gives them. The reference server takes
         *     bodies up to 256 KiB, as for a lesson.
         */
        post: operations["previewArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/curriculum/sections/{sectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The section's `_id`. */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a section and its lessons
         * @description Signed in, the course's owner only (404 for anyone else, and for an unknown section).
         *     Deletes the section, its lessons, and learners' completions, attempts and last positions in
         *     them, in one transaction. Certificates already issued stay.
         */
        delete: operations["deleteSection"];
        options?: never;
        head?: never;
        /**
         * Rename a section
         * @description Signed in, the course's owner only (404 for anyone else, and for an unknown section).
         */
        patch: operations["updateSection"];
        trace?: never;
    };
    "/courses/{id}/curriculum/order": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Put the sections in a new order
         * @description Signed in, the course's owner only (404 for anyone else). `order` is every section's id
         *     in the new order; `previousOrder` is the order the client saw. When the stored order is not
         *     `previousOrder` (another tab added, deleted or moved a section meanwhile), nothing changes
         *     and the answer is 409. `order` must hold exactly the stored sections (400 otherwise).
         */
        put: operations["reorderSections"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/curriculum/sections/{sectionId}/order": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The section's `_id`. */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Put a section's lessons in a new order, taking in lessons from other sections
         * @description Signed in, the course's owner only (404 for anyone else, and for an unknown section). As
         *     `reorderSections`, for the lessons of one section: `order` must hold each of the section's
         *     stored lessons once, and a stored order other than `previousOrder` (the section's lessons
         *     as the client saw them) is a 409. `order` may also hold lessons of the course's other
         *     sections: they move into this section, at their place in `order` (a lesson moved to
         *     another section; the sections they leave keep their order). An id that is no lesson of the
         *     course is a 400.
         */
        put: operations["reorderLessons"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/curriculum/sections/{sectionId}/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The section's `_id`. */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a lesson at the end of a section
         * @description Signed in, the course's owner only (404 for anyone else, and for an unknown section). At
         *     most 200 lessons per course. The fields of the lesson's `kind` are required (`body` for an
         *     article, `videoUrl` for a video, `quiz` for a quiz); those of other kinds are ignored. An
         *     article's Markdown is stored as written and rendered without raw HTML. An article of
         *     50,000 characters can exceed 64 KiB, so the reference server takes lesson bodies up to
         *     256 KiB.
         */
        post: operations["createLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/lessons/{lessonId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        /**
         * A lesson's content
         * @description Signed in. For a learner enrolled in the course now, for the course's owner, and, for a
         *     lesson marked `preview`, for anyone signed in; 403 'Enroll in this course to open its
         *     lessons.' for everyone else. 404 for an unknown course or lesson (or a lesson of another
         *     course). A quiz comes without its right answers, except for the course's owner (who edits
         *     them); an article comes as rendered HTML, and with its Markdown for the owner only.
         */
        get: operations["getLesson"];
        /**
         * Replace a lesson
         * @description Signed in, the course's owner only (404 for anyone else). Replaces every field, as
         *     `createLesson` takes them; the lesson keeps its place and its learners' completions.
         */
        put: operations["updateLesson"];
        post?: never;
        /**
         * Delete a lesson
         * @description Signed in, the course's owner only (404 for anyone else). Deletes the lesson and learners'
         *     completions, attempts and last positions in it, in one transaction. Certificates stay.
         */
        delete: operations["deleteLesson"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/lessons/{lessonId}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        /**
         * The questions asked under a lesson
         * @description Signed in; the course's enrolled learners and its author (anyone else 404, as for a
         *     missing course). Newest first, or `sort=upvotes` (most upvoted first, then newest); 20 a
         *     page, the number of the lesson's questions in `X-Total-Count`.
         */
        get: operations["listLessonQuestions"];
        put?: never;
        /**
         * Ask a question under a lesson
         * @description Signed in; the course's enrolled learners and its author (anyone else 404). A title of 1
         *     to 120 characters and details of up to 5,000 in Markdown, rendered as articles are (no raw
         *     HTML). The course's author is notified (`questionAsked`) in the same transaction. Counts
         *     toward the 30 questions, answers and messages a user writes an hour (429 past that).
         */
        post: operations["askQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * Every question of a course (its Q&A page)
         * @description Signed in; the course's enrolled learners and its author (anyone else 404). Newest first,
         *     each with its lesson; `q` finds words in titles and details, `unanswered=true` keeps those
         *     without an answer, `mine=true` the caller's own. 20 a page, the number of matches in
         *     `X-Total-Count`.
         */
        get: operations["listCourseQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/my-courses/unanswered-questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many questions wait for an answer in each of the caller's courses
         * @description Signed in. One entry per course the caller added (Manage Courses): its visible questions
         *     without a visible answer. Courses without questions count 0.
         */
        get: operations["listUnansweredCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/questions/{questionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        /**
         * One question
         * @description Signed in; the course's enrolled learners and its author (anyone else 404).
         */
        get: operations["getQuestion"];
        /**
         * Edit one's own question
         * @description Signed in; only its asker, while it is neither deleted nor hidden (anyone else, and a
         *     deleted one, 404; a hidden one 409).
         */
        put: operations["updateQuestion"];
        post?: never;
        /**
         * Delete one's own question
         * @description Signed in; only its asker (anyone else 404). A question with answers stays, shown as
         *     'This question was deleted.' with its answers; one without is gone.
         */
        delete: operations["deleteQuestion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/questions/{questionId}/upvote": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Upvote a question (once)
         * @description Signed in; the course's enrolled learners and its author (anyone else 404). Idempotent:
         *     a user's upvote counts once however often it is sent, also at the same moment.
         */
        put: operations["upvoteQuestion"];
        post?: never;
        /**
         * Take back one's upvote of a question
         * @description Signed in; the course's enrolled learners and its author (anyone else 404). Idempotent:
         *     without an upvote of the caller the question comes back unchanged.
         */
        delete: operations["withdrawUpvote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/questions/{questionId}/accepted-answer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Accept one answer (the asker)
         * @description Signed in; only the question's asker (anyone else 404). One answer of the question is
         *     accepted; accepting another moves the mark.
         */
        put: operations["acceptAnswer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/questions/{questionId}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Hide or show a question (the course's author)
         * @description Signed in; only the course's author (a learner 403, anyone else 404). A hidden question
         *     shows 'Hidden by the instructor.' to learners; its author still sees it.
         */
        put: operations["setQuestionHidden"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/questions/{questionId}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        /**
         * A question's answers
         * @description Signed in; the course's enrolled learners and its author (anyone else 404). The accepted
         *     answer first, then oldest first; 20 a page, the number in `X-Total-Count`.
         */
        get: operations["listQuestionAnswers"];
        put?: never;
        /**
         * Answer a question
         * @description Signed in; the course's enrolled learners and its author (anyone else 404); not a deleted
         *     or hidden question (409). 1 to 5,000 characters of Markdown, rendered as articles are.
         *     The asker is notified (`questionAnswered`) in the same transaction. Counts toward the 30
         *     questions, answers and messages a user writes an hour (429 past that).
         */
        post: operations["answerQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/questions/{questionId}/answers/{answerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
                /** @description The answer's `_id`. */
                answerId: components["parameters"]["AnswerId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Edit one's own answer
         * @description Signed in; only its writer (anyone else 404); a hidden answer 409.
         */
        put: operations["updateAnswer"];
        post?: never;
        /**
         * Delete one's own answer
         * @description Signed in; only its writer (anyone else 404).
         */
        delete: operations["deleteAnswer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/questions/{questionId}/answers/{answerId}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
                /** @description The answer's `_id`. */
                answerId: components["parameters"]["AnswerId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Hide or show an answer (the course's author)
         * @description Signed in; only the course's author (a learner 403, anyone else 404). A hidden answer
         *     shows 'Hidden by the instructor.' to learners.
         */
        put: operations["setAnswerHidden"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/lessons/{lessonId}/completion": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Mark an article or video lesson as completed
         * @description Signed in and enrolled in the course now (403 'Enroll in this course to open its
         *     lessons.' otherwise). Idempotent: completing a completed lesson changes nothing, and two
         *     requests at once make one completion. A quiz is completed by passing it (409). When this
         *     completes the course's last lesson, the caller's certificate is issued in the same
         *     transaction (once per learner and course) and returned with `courseCompleted: true`.
         */
        put: operations["completeLesson"];
        post?: never;
        /**
         * Un-mark an article or video lesson
         * @description Signed in and enrolled in the course now (403 otherwise). Idempotent. Progress goes down;
         *     a certificate already issued stays. A passed quiz stays completed (409).
         */
        delete: operations["uncompleteLesson"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/lessons/{lessonId}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit answers to a quiz and get them graded
         * @description Signed in and enrolled in the course now (403 otherwise); the lesson must be a quiz (400).
         *     `answers` holds the index of the chosen option of every question, in order (400 'Answer
         *     every question before submitting.' when one is missing). Graded on the server; every
         *     attempt is kept with its score. The score is the share of right answers as a whole
         *     percent, rounded down; the attempt passes at the quiz's pass mark or above. A passing
         *     attempt completes the lesson (and, if it was the last, issues the certificate in the same
         *     transaction).
         */
        post: operations["submitQuizAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/lessons/{lessonId}/attempts/latest": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        /**
         * The caller's latest graded attempt at a quiz
         * @description Signed in, with access to the lesson (as `getLesson`). `attempt` is null before the first
         *     attempt; the lesson must be a quiz (400).
         */
        get: operations["getLatestQuizAttempt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * The caller's progress in a course
         * @description Signed in. Completed lessons over all the course's lessons. Kept when the caller unenrols,
         *     so it is there again when they come back; zero for a course they never took.
         */
        get: operations["getCourseProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/progress/position": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Record the lesson the caller opened last
         * @description Signed in and enrolled in the course now (403 otherwise). What 'Continue' and 'Continue
         *     learning' lead back to. Idempotent.
         */
        put: operations["setLastPosition"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's progress in each course they are enrolled in
         * @description Signed in. One entry per current enrollment, the course opened most recently first
         *     (courses never opened after them, newest enrollment first).
         */
        get: operations["listMyProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificates/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's certificates
         * @description Signed in. Newest first.
         */
        get: operations["listMyCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificates/{certificateId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The certificate's `_id`. */
                certificateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A certificate, for anyone with its link
         * @description Public. What the certificate says, as it was when it was issued (a course renamed or
         *     deleted later does not change it). 404 for an unknown id.
         */
        get: operations["getCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificates/{certificateId}/credential": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The certificate's `_id`. */
                certificateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A certificate's signed Open Badges 3.0 credential
         * @description Public. The certificate as an Open Badges 3.0 `OpenBadgeCredential` (a W3C Verifiable
         *     Credential 2.0), signed once when the certificate was issued with a Data Integrity
         *     `eddsa-rdfc-2022` proof by a key of `GET /.well-known/did.json`. It never changes: a
         *     revocation shows in its status list (`credentialStatus`), not here. The learner's e-mail
         *     appears only salted and hashed. 404 for an unknown id.
         */
        get: operations["getCertificateCredential"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificates/{certificateId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The certificate's `_id`. */
                certificateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the caller's own credential
         * @description Signed in, the certificate's learner only (404 for anyone else, and for an unknown id).
         *     Sets the credential's bit in its signed status list, so anyone who checks it sees it
         *     revoked; the certificate page stays. Cannot be undone; revoking again answers the same
         *     certificate with its first `revokedAt`. Deleting an account revokes all of its credentials.
         */
        post: operations["revokeCertificateCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/status/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The list's number, as a credential's `credentialStatus.statusListCredential` names it. */
                list: number;
            };
            cookie?: never;
        };
        /**
         * A signed revocation list of credentials
         * @description Public. A `BitstringStatusListCredential` (W3C Bitstring Status List 1.0), signed like the
         *     credentials: bit `statusListIndex` of `encodedList` (GZIP, then base64url, with a `u`
         *     multibase prefix; 131,072 bits) is 1 when that credential is revoked. A cache must
         *     revalidate it before every reuse (a 304 while no credential of the list changed), so a
         *     revocation shows at once, to the learner who made it and to every verifier. 404 for a list
         *     no credential points to.
         */
        get: operations["getCredentialStatusList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/did.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deployment's DID document (did:web)
         * @description Public. The `did:web` document of this deployment: its current Ed25519 key and every
         *     earlier one (`Multikey`, each an `assertionMethod`), so a credential signed before a key
         *     rotation still verifies. Each key's id is the DID followed by `#` and its
         *     `publicKeyMultibase`.
         */
        get: operations["getDidDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/lessons/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file a lesson uses, shipped with the server
         * @description Public. The videos (`.mp4`, `.webm`), captions (`.vtt`) and figures (`.svg`, `.png`) of the
         *     seeded lessons, so that they play with no other host. Answers `Range` requests (206), so a
         *     video can be sought; a file name never changes content, so it may be cached for a year.
         */
        get: operations["getLessonAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrol the caller in a course
         * @description Signed in. Atomic: refused with 403 when the course is the caller's own (`You can't enroll
         *     in your own course.`), and with 409 when the course is full
         *     (`No seats available for this course`), when the caller already holds 3 enrollments
         *     (`You cannot enroll in more than 3 courses at the same time`) or is already enrolled in
         *     this course. `enrolledAt` from the client is accepted for compatibility and ignored: the
         *     server records its own time.
         */
        post: operations["enroll"];
        /**
         * Remove the caller's enrollment in a course
         * @description Signed in; `userEmail` must be the caller's (403 otherwise). Frees the seat.
         */
        delete: operations["unenroll"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollments/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is the user enrolled in a course?
         * @description Signed in; `userEmail` must be the caller's (403 otherwise).
         */
        get: operations["checkEnrollment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollments/user/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's enrollments
         * @description Signed in; `email` must be the caller's (403 otherwise). Newest first.
         */
        get: operations["listUserEnrollments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollments/seats/{courseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Seat availability of a course
         * @description Public.
         */
        get: operations["getSeats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollments/my-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's enrollments with course details
         * @description Signed in. `courseDetails` is null when the course no longer exists.
         */
        get: operations["listMyEnrollments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List jobs
         * @description Public. Open jobs, newest first (closed jobs leave the list), optionally searched and
         *     filtered by type. The body is a plain array; the number of matching jobs (before paging) is
         *     in the `X-Total-Count` header. Without `limit` the answer holds every match, as it always
         *     did, so clients written before paging keep working unchanged.
         *
         *     Signed out, the list is the same for everyone (publicly cacheable): a signed-in client
         *     learns which jobs it applied to from `GET /applications/mine` (each application's `jobId`)
         *     and which it posted from `GET /jobs/mine`.
         *
         *     Jobs for you (optional token): signed in, each job also carries `skillsHeld` (the required
         *     skills the caller's certificates verify), and `sort=match` ranks the jobs by the share of
         *     their required skills the caller holds, then newest; jobs requiring no skills come last. A
         *     caller without verified skills holds a share of 0 of every job, so the order is newest
         *     first (jobs requiring no skills still last). `sort=match` signed out is 400. A signed-in
         *     answer is `Cache-Control: private, no-store` with `Vary: Authorization`; the signed-out
         *     answer is unchanged.
         */
        get: operations["listJobs"];
        put?: never;
        /**
         * Post a job
         * @description Signed in. `postedAt` is the server's time and `postedBy` the caller's display name: an
         *     account without one gets 400 (`error` asks for a name; no job shows its poster's e-mail).
         */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to a job
         * @description Signed in. One application per user per job; a second one is 409. The poster cannot apply
         *     to their own job (403 `You can't apply to your own job.`), nor anyone to a closed job (409
         *     `This job is no longer accepting applications.`). A new application's status is New.
         */
        post: operations["applyToJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's posted jobs, with applicant counts
         * @description Signed in. Every job the caller posted, open or closed, newest first.
         */
        get: operations["listMyJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's `_id`. */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        /**
         * One job, open or closed, for anyone
         * @description Public: anyone, signed in or not, may read any job, open or closed (a job's page stays
         *     reachable from links and My Applications after it closes). A closed job is answered like an
         *     open one, with `status: closed`; it only leaves `GET /jobs` and takes no applications. The
         *     answer is the same for everyone (`postedBy` is a display name, never an e-mail). 404 for an
         *     unknown id.
         *
         *     Signed in (optional token), the job also carries `skillsHeld`, and the answer is
         *     `Cache-Control: private, no-cache` (with its ETag): never kept by a shared cache. Signed
         *     out it is unchanged and publicly cacheable.
         */
        get: operations["getJob"];
        /**
         * Edit a job
         * @description Signed in; only the job's poster (403 otherwise). Replaces every editable field; `status`,
         *     `postedBy` and `postedAt` stay.
         */
        put: operations["updateJob"];
        post?: never;
        /**
         * Delete a job and its applications
         * @description Signed in; only the job's poster (403 otherwise). Its applications go in the same transaction.
         */
        delete: operations["deleteJob"];
        options?: never;
        head?: never;
        /**
         * Close or reopen a job
         * @description Signed in; only the job's poster (403 otherwise). `closed` takes the job off `GET /jobs`
         *     and refuses new applications (409); `open` puts it back. Setting the status it already has
         *     changes nothing. Applications are kept either way.
         */
        patch: operations["setJobStatus"];
        trace?: never;
    };
    "/jobs/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A job's applications (its poster only)
         * @description Signed in; only the job's poster. Anyone else gets 404 (`Job not found...`), never 403, so
         *     the answer does not tell whether the job exists. Oldest first (the order they came in)
         *     unless `sort` says otherwise. The only operation that returns applicants' e-mails.
         *
         *     Each application carries the certificates its applicant attached, each with its status
         *     checked by the server as the poster asks, from the credential stored when it was issued
         *     and the signed status list (never from anything the applicant sent), and how many of the
         *     job's required skills the attached, unrevoked certificates' courses teach.
         */
        get: operations["listJobApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The jobs the caller saved
         * @description Signed in. Every job the caller saved, newest saved first, each with when it was saved.
         *     Closed jobs stay in the list with `status: closed` until the caller unsaves them; a
         *     deleted job leaves it. At most 100 (a user saves no more), so the list is one answer
         *     without paging. Another user's saved jobs are never in the answer.
         */
        get: operations["listSavedJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/saved": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's `_id`. */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Save a job (idempotent)
         * @description Signed in. Adds the job to the caller's saved jobs; saving a job already saved changes
         *     nothing (204 again, its `savedAt` stays), also when sent twice at the same moment. A
         *     closed job cannot be saved (409 `This job is closed.`), nor a 101st job (409 `You can save
         *     up to 100 jobs.`, counted atomically across server instances). 404 for an unknown job.
         */
        put: operations["saveJob"];
        post?: never;
        /**
         * Unsave a job (idempotent)
         * @description Signed in. Removes the job from the caller's saved jobs, open or closed; a job that was
         *     not saved, or that no longer exists, answers 204 too.
         */
        delete: operations["unsaveJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's applications
         * @description Signed in. Every application the caller sent, newest first, with its job's title, company
         *     and status, and the certificates the caller attached, each marked revoked once revoked.
         *     Also how a client knows which jobs of `GET /jobs` to mark as applied.
         */
        get: operations["listMyApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's `_id`. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw the caller's application
         * @description Signed in; only the applicant (404 for anyone else). Allowed while the status is New or
         *     Reviewed; after that 409 (`This application can no longer be withdrawn.`). Decided in one
         *     statement, so a poster's concurrent status change and a withdrawal never both win.
         */
        delete: operations["withdrawApplication"];
        options?: never;
        head?: never;
        /**
         * Set an application's status (the job's poster)
         * @description Signed in; only the poster of the application's job. Anyone else gets 404
         *     (`Application not found...`), never 403. Any of the five statuses may follow any other.
         */
        patch: operations["setApplicationStatus"];
        trace?: never;
    };
    "/applications/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's `_id`. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The messages on an application (its poster and its applicant)
         * @description Signed in; only the poster of the application's job and its applicant. Anyone else gets
         *     404 (`Application not found...`), never 403, so the answer does not tell whether it
         *     exists. In the order they were written (oldest first), 20 a page; the number of the
         *     application's messages is in `X-Total-Count`. Still readable after the job closes.
         */
        get: operations["listApplicationMessages"];
        put?: never;
        /**
         * Write a message on an application (its poster or its applicant)
         * @description Signed in; only the poster of the application's job and its applicant (anyone else 404).
         *     Plain text, 1 to 2,000 characters. The other side gets a notification
         *     (`applicationMessage`) written in the same transaction. A user writes at most 30
         *     questions, answers and messages an hour together: the 31st is a 429 (`You are posting too
         *     fast. Try again in a few minutes.`).
         */
        post: operations["postApplicationMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/courses/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A course illustration shipped with the server
         * @description Public. The SVG illustrations the seeded courses' `imageUrl`s point to
         *     (`<origin>/assets/courses/<category>-<n>.svg`). A file name never changes content, so the
         *     answer may be cached for a year. Not needed by a client that only shows `imageUrl`; listed
         *     so that a server replacing the reference one serves the same images under the same URLs.
         */
        get: operations["getCourseImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the signed-in person's account and everything it owns
         * @description Signed in; acts only on the caller's own account (the token's), so there is nobody else
         *     to name. In one transaction: the caller's courses (with their lessons, reviews and other
         *     learners' enrolments), enrolments, progress and certificates, reviews (ratings
         *     recalculated), job posts (with their applications), applications and settings (the
         *     portfolio's handle is free again); then the identity provider's account, before the
         *     commit. If either fails nothing is deleted.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own settings
         * @description Signed in; the caller's own. A person who never saved them has every default: no handle,
         *     no public portfolio, job-match notifications on.
         */
        get: operations["getAccountSettings"];
        /**
         * Change the caller's own settings
         * @description Signed in; the caller's own. Every field is optional: one left out keeps its value, and
         *     `handle: null` gives the handle up. A handle taken by another account is a 409 `That
         *     handle is taken.` (also when two accounts claim it at the same moment); showing the
         *     portfolio without a handle is a 400. Saving also copies the name and photo of the
         *     caller's sign-in (the ID token's `name` and `picture`) to the portfolio page, which is
         *     public and so cannot ask the identity provider.
         */
        put: operations["updateAccountSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portfolios/{handle}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The portfolio's handle, as in the page's address `/u/{handle}`. */
                handle: string;
            };
            cookie?: never;
        };
        /**
         * A learner's public portfolio
         * @description Public. The name and photo the learner's settings hold, their verified skills and their
         *     certificates whose credential is not revoked, newest first. 404 for an unknown handle and,
         *     with the same body, for a portfolio its owner has not turned on: the answer never tells
         *     whether a handle exists. Revalidated on every reuse (a revocation or the owner turning the
         *     page off shows at once).
         */
        get: operations["getPortfolio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications and how many are unread and unseen
         * @description Signed in. The caller's notifications of the last 90 days, newest first (at most 100), the
         *     number of unread ones among them, and of those not yet seen (`unseen`, the navbar's count).
         *     Older notifications are never listed and are deleted by the server. Another user's
         *     notifications are never in the answer. A read that starts after a write was acknowledged
         *     (by any server instance) shows it.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all of the caller's notifications read
         * @description Signed in. Idempotent; touches only the caller's own notifications.
         */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all of the caller's notifications seen (the list was opened)
         * @description Signed in. Opening the list sees every notification in it: the navbar's count (`unseen`)
         *     drops to 0, while each stays unread (`read: false`) until it is followed or all are
         *     marked read. Idempotent; touches only the caller's own notifications.
         */
        post: operations["markNotificationsSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The notification's `_id`. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one of the caller's notifications read
         * @description Signed in; only the notification's recipient. Anyone else's (and a missing one) is 404
         *     (`Notification not found.`). Idempotent.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description An opaque identifier (the reference server uses UUIDs).
         * @example 6f1c2d3e-0000-4000-8000-000000000001
         */
        Id: string;
        /**
         * Format: uri
         * @description An absolute http(s) URL.
         */
        HttpUrl: string;
        /**
         * @description `addedAt_desc` newest first, `enrollments_desc` most enrolled first, `rating_desc` highest
         *     rated first (then more ratings, then newest; courses without a rating last). `relevance`
         *     best match first for a search `q` (title above category and description, whole words above
         *     prefixes above corrected words, then newest); without `q` it is `addedAt_desc`.
         * @default addedAt_desc
         * @enum {string}
         */
        CourseSort: "addedAt_desc" | "enrollments_desc" | "rating_desc" | "relevance";
        /**
         * @description One of the catalogue's categories, lower-case.
         * @enum {string}
         */
        CourseCategory: "web development" | "mobile development" | "data science" | "machine learning" | "artificial intelligence" | "cloud computing" | "cybersecurity" | "game development" | "ui/ux design";
        /**
         * @default Full-time
         * @enum {string}
         */
        JobType: "Full-time" | "Part-time" | "Contract" | "Internship" | "Remote";
        /**
         * Skill
         * @description A skill's name, 1 to 60 characters; unique in EduGate ignoring case.
         * @example React
         */
        SkillName: string;
        Skill: {
            name: components["schemas"]["SkillName"];
        };
        Course: {
            _id: components["schemas"]["Id"];
            title: string;
            description: string;
            imageUrl: components["schemas"]["HttpUrl"];
            /** @description Free text, e.g. `6 weeks` or `10 hours`. */
            duration: string;
            /** @description Absent when the course was added without one; such a course matches no category filter. */
            category?: components["schemas"]["CourseCategory"];
            /**
             * @description Display name of the user who added the course (the instructor); empty for a course
             *     stored without one (clients show 'Unknown Instructor'), never an e-mail address.
             */
            addedByName: string;
            /** Format: date-time */
            addedAt: string;
            /** @description Number of current enrollments; always equals the course's enrollment rows. */
            enrollments: number;
            /** @description Mean of the course's review ratings, rounded to one decimal; null without reviews. */
            rating: number | null;
            /** @description Number of the course's reviews. */
            ratingCount: number;
            /** @description Capacity of the course. */
            totalSeats: number;
            /**
             * @description What learners will learn, as the author wrote it, in the author's order (possibly none:
             *     course detail then shows the product's four general points instead).
             */
            outcomes: string[];
            /** @description The skills the course teaches, in the author's order (possibly none). */
            skills: components["schemas"]["SkillName"][];
        };
        CourseInput: {
            title: string;
            description: string;
            imageUrl: components["schemas"]["HttpUrl"];
            duration: string;
            /**
             * @description Optional, so clients written against the original API (which sent none) can add and
             *     edit courses. A course without a category matches no category filter. On update, leaving
             *     it out removes the course's category (PUT replaces every editable field).
             */
            category?: components["schemas"]["CourseCategory"];
            /**
             * @description Capacity. Optional (no schema default, so older clients' bodies stay valid as they
             *     are): a new course gets 30; on update, leaving it out keeps the current
             *     capacity, and a value below the learners enrolled now is refused with 409.
             */
            totalSeats?: number;
            /**
             * What learners will learn
             * @description Up to six points a learner will be able to do after the course, each 1 to 120
             *     characters, trimmed. Optional: a new course without it has none; on update, leaving
             *     it out keeps the course's outcomes and `[]` removes them.
             */
            outcomes?: string[];
            /**
             * Skills taught
             * @description Up to ten skills the course teaches. Each is normalised (trimmed, inner spaces single);
             *     one EduGate has is reused whatever its case, a new one joins the shared list, and a
             *     repeat (ignoring case) is dropped. Optional: a new course without it teaches none; on
             *     update, leaving it out keeps the course's skills and `[]` removes them.
             */
            skills?: components["schemas"]["SkillName"][];
        };
        Review: {
            _id: components["schemas"]["Id"];
            courseId: components["schemas"]["Id"];
            rating: number;
            /** @description Trimmed; empty when the reviewer wrote none. Line breaks are kept. */
            comment: string;
            /** @description The reviewer's display name (else the part of their e-mail before the @). */
            userName: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ReviewInput: {
            /**
             * @description A whole number from 1 to 5. Any other number is refused with the server's own 400 text
             *     ('Rating must be a whole number from 1 to 5.'), not a schema message.
             */
            rating: number;
            /** @description Optional; trimmed, then at most 2,000 characters. */
            comment?: string;
        };
        /**
         * @description `allowed`: enrolled in the course now or before, not its owner. `notEnrolled`: never
         *     enrolled. `author`: the course's owner.
         * @enum {string}
         */
        ReviewEligibility: "allowed" | "notEnrolled" | "author";
        MyReview: {
            review: components["schemas"]["Review"] | null;
            eligibility: components["schemas"]["ReviewEligibility"];
        };
        CourseRating: {
            courseId: components["schemas"]["Id"];
            rating: number | null;
            ratingCount: number;
        };
        ReviewSummary: {
            courseId: components["schemas"]["Id"];
            rating: number | null;
            ratingCount: number;
            /** @description How many reviews gave 1, 2, 3, 4 and 5 stars, in that order (they add up to `ratingCount`). */
            starCounts: number[];
        };
        ReviewResult: {
            /** @example Review submitted! */
            message: string;
            review: components["schemas"]["Review"];
            course: components["schemas"]["CourseRating"];
        };
        ReviewDeleted: {
            /** @example Review deleted */
            message: string;
            course: components["schemas"]["CourseRating"];
        };
        Learner: {
            /** @description The learner's display name (else the part of their e-mail before the @). */
            name: string;
            /** Format: date-time */
            enrolledAt: string;
        };
        SeatInfo: {
            courseId: components["schemas"]["Id"];
            totalSeats: number;
            availableSeats: number;
            isFull: boolean;
        };
        Enrollment: {
            _id: components["schemas"]["Id"];
            courseId: components["schemas"]["Id"];
            /** Format: email */
            userEmail: string;
            /** Format: date-time */
            enrolledAt: string;
        };
        CourseDetails: {
            title: string;
            description: string;
            imageUrl?: components["schemas"]["HttpUrl"];
        };
        EnrollmentWithCourse: {
            _id: components["schemas"]["Id"];
            courseId: components["schemas"]["Id"];
            /** Format: email */
            userEmail: string;
            /** Format: date-time */
            enrolledAt: string;
            /** @description The enrolled course's title and description; null if the course is gone. */
            courseDetails: components["schemas"]["CourseDetails"] | null;
        };
        EnrollmentCheck: {
            isEnrolled: boolean;
        };
        EnrollmentInput: {
            courseId: components["schemas"]["Id"];
            /**
             * Format: date-time
             * @description Accepted for compatibility with older clients and ignored.
             */
            enrolledAt?: string;
        };
        EnrollmentResult: {
            message: string;
            enrollment: components["schemas"]["Enrollment"];
            availableSeats: number;
            isFull: boolean;
        };
        UnenrollInput: {
            courseId: components["schemas"]["Id"];
            /** Format: email */
            userEmail: string;
        };
        UnenrollResult: {
            message: string;
            availableSeats: number;
            isFull: boolean;
        };
        Job: {
            _id: components["schemas"]["Id"];
            title: string;
            company: string;
            location: string;
            salary: string;
            type: components["schemas"]["JobType"];
            description: string;
            requirements: string[];
            benefits: string[];
            /** Format: date-time */
            postedAt: string;
            status: components["schemas"]["JobStatus"];
            /**
             * @description The poster's public display name, never an e-mail: the name on their account when they
             *     posted, else `EduGate member`; the company for jobs the board was seeded with.
             */
            postedBy: string;
            /** @description The skills the job requires, in the poster's order (possibly none). */
            skills: components["schemas"]["SkillName"][];
            /**
             * @description Only for a signed-in reader: the required skills their unrevoked certificates verify,
             *     in the job's order ('You have {k} of {n} skills', k its length, n that of `skills`).
             */
            skillsHeld?: components["schemas"]["SkillName"][];
        };
        /**
         * @description `closed` jobs leave `GET /jobs` and take no applications.
         * @enum {string}
         */
        JobStatus: "open" | "closed";
        JobStatusInput: {
            status: components["schemas"]["JobStatus"];
        };
        /** @description A job as its poster sees it in `GET /jobs/mine`. */
        PostedJob: {
            _id: components["schemas"]["Id"];
            title: string;
            company: string;
            location: string;
            salary: string;
            type: components["schemas"]["JobType"];
            description: string;
            requirements: string[];
            benefits: string[];
            /** Format: date-time */
            postedAt: string;
            status: components["schemas"]["JobStatus"];
            /** @description The poster's public display name (never an e-mail). */
            postedBy: string;
            /** @description The skills the job requires, in the poster's order. */
            skills: components["schemas"]["SkillName"][];
            /** @description Number of applications the job has. */
            applicants: number;
        };
        /**
         * @description Set by the job's poster; every application starts New.
         * @enum {string}
         */
        ApplicationStatus: "New" | "Reviewed" | "Shortlisted" | "Rejected" | "Hired";
        ApplicationStatusInput: {
            status: components["schemas"]["ApplicationStatus"];
        };
        /** @description An application as the job's poster sees it (the only place with the applicant's e-mail). */
        ReceivedApplication: {
            _id: components["schemas"]["Id"];
            jobId: components["schemas"]["Id"];
            /** @description The applicant's display name when they applied, else their e-mail. */
            name: string;
            email: string;
            resumeUrl: string;
            coverLetter: string;
            status: components["schemas"]["ApplicationStatus"];
            /** Format: date-time */
            appliedAt: string;
            /** @description The certificates the applicant attached, in the order they were attached. */
            certificates: components["schemas"]["AttachedCertificate"][];
            skillsMatched: components["schemas"]["SkillsMatched"];
        };
        /**
         * @description A certificate attached to an application, as its job's poster sees it. `status` is checked
         *     when the poster asks: `verified` (the stored credential's proof holds and its status bit is
         *     clear), `revoked` (its bit is set), or `unverifiable` (its proof fails, or it has no
         *     credential or status list to check).
         */
        AttachedCertificate: {
            _id: components["schemas"]["Id"];
            courseTitle: string;
            /** Format: date-time */
            issuedAt: string;
            /** @enum {string} */
            status: "verified" | "revoked" | "unverifiable";
            /**
             * Format: date-time
             * @description When the learner revoked it; only with `status` revoked.
             */
            revokedAt?: string;
        };
        /**
         * @description How many of the job's required skills (`required`) are taught by the courses of the
         *     attached certificates that are not revoked (`held`).
         */
        SkillsMatched: {
            held: number;
            required: number;
        };
        /** @description One of the caller's own applications, with what they need of its job. */
        SentApplication: {
            _id: components["schemas"]["Id"];
            jobId: components["schemas"]["Id"];
            jobTitle: string;
            company: string;
            jobStatus: components["schemas"]["JobStatus"];
            status: components["schemas"]["ApplicationStatus"];
            /** Format: date-time */
            appliedAt: string;
            /**
             * @description The certificates the caller attached, in the order they were attached; `[]` when none.
             *     A certificate the caller revoked since stays listed, marked revoked.
             */
            certificates: components["schemas"]["SentApplicationCertificate"][];
        };
        /**
         * @description A certificate attached to one of the caller's own applications, as the caller sees it:
         *     `revoked` once they revoked it (when its credential's status bit is set, so the job's
         *     poster sees it revoked too).
         */
        SentApplicationCertificate: {
            _id: components["schemas"]["Id"];
            /** @description The course's title when the certificate was issued. */
            courseTitle: string;
            /** @description Whether the caller has revoked it. */
            revoked: boolean;
        };
        JobInput: {
            title: string;
            company: string;
            location: string;
            salary: string;
            type: components["schemas"]["JobType"];
            description: string;
            /** @description One entry per line of the form; blank lines dropped by the client. Omitted means none. */
            requirements?: string[];
            /** @description Omitted means none. */
            benefits?: string[];
            /**
             * Skills required
             * @description Up to fifteen skills the job requires, stored as a course's are (see `CourseInput`).
             *     Optional: a new job without it requires none; on update, leaving it out keeps the
             *     job's skills and `[]` removes them.
             */
            skills?: components["schemas"]["SkillName"][];
        };
        JobApplication: {
            resumeUrl: components["schemas"]["HttpUrl"];
            coverLetter?: string;
            /**
             * Attached certificates
             * @description Up to twenty of the applicant's own certificates to attach (`GET /certificates/mine`),
             *     each once. Any other id, someone else's or none, is a 400 naming this field. Optional:
             *     omitted attaches none.
             */
            certificateIds?: components["schemas"]["Id"][];
        };
        ApplicationResult: {
            message: string;
            applicationId: components["schemas"]["Id"];
        };
        SessionRequest: {
            /** Format: email */
            email: string;
        };
        SessionResult: {
            /** @constant */
            success: true;
            /** Format: date-time */
            expiresAt: string;
        };
        Health: {
            /** @constant */
            status: "ok";
        };
        /**
         * @description `article`: Markdown text. `video`: a video file played in the page's own player, with
         *     optional captions. `quiz`: questions with one right option each, graded on the server.
         * @enum {string}
         */
        LessonKind: "article" | "video" | "quiz";
        OutlineLesson: {
            _id: components["schemas"]["Id"];
            title: string;
            kind: components["schemas"]["LessonKind"];
            /** @description Estimated length. */
            minutes: number;
            /** @description Open to anyone signed in, enrolled or not. */
            preview: boolean;
        };
        OutlineSection: {
            _id: components["schemas"]["Id"];
            title: string;
            lessons: components["schemas"]["OutlineLesson"][];
        };
        CourseInsights: {
            courseId: string;
            /** @description Learners enrolled now ('Learners now'). */
            learners: number;
            seatsLeft: number;
            /** @description Learners who completed every lesson (the certificates issued for the course). */
            completed: number;
            /** @description The last 12 weeks, oldest first; the last is the current week. */
            weeks: components["schemas"]["InsightsWeek"][];
            /** @description Every lesson in curriculum order with the learners who completed it. */
            lessons: components["schemas"]["InsightsLesson"][];
            /** @description Every quiz in curriculum order. */
            quizzes: components["schemas"]["InsightsQuiz"][];
            ratings: components["schemas"]["InsightsRatings"];
        };
        InsightsWeek: {
            /**
             * Format: date
             * @description The week's Monday (UTC).
             * @example 2026-11-16
             */
            weekStart: string;
            enrollments: number;
        };
        InsightsLesson: {
            id: string;
            title: string;
            /** @description The title of the lesson's section. */
            section: string;
            kind: components["schemas"]["LessonKind"];
            completions: number;
        };
        InsightsQuiz: {
            /** @description The quiz's lesson id, as listed in `lessons` (which names its section). */
            id: string;
            title: string;
            /** @description Learners who attempted the quiz at least once. */
            learners: number;
            /** @description The mean of each learner's best score in percent, one decimal; null with no attempts. */
            averageBestScore: number | null;
            /** @description The share of those learners who passed, in percent, one decimal; null with no attempts. */
            passRate: number | null;
        };
        InsightsRatings: {
            /** @description The mean rating, one decimal; null with no ratings. */
            average: number | null;
            count: number;
            /** @description How many ratings gave each number of stars, from 5 down to 1. */
            stars: {
                stars: number;
                count: number;
            }[];
        };
        CourseOutline: {
            courseId: components["schemas"]["Id"];
            sections: components["schemas"]["OutlineSection"][];
            lessonCount: number;
            totalMinutes: number;
        };
        SectionInput: {
            /**
             * Section title
             * @description Trimmed.
             */
            title: string;
        };
        ArticlePreviewInput: {
            /**
             * Article body
             * @description An article's Markdown, as `LessonInput.body`.
             */
            body: string;
        };
        ArticlePreview: {
            /** @description The article's HTML, safe to insert as it is (as `Lesson.html`). */
            html: string;
        };
        OrderInput: {
            /**
             * Order
             * @description Every id, in the new order.
             */
            order: components["schemas"]["Id"][];
            /**
             * Previous order
             * @description The order the client saw, to tell a change made meanwhile (409).
             */
            previousOrder: components["schemas"]["Id"][];
        };
        QuestionInput: {
            /** Question */
            prompt: string;
            /** Options */
            options: string[];
            /**
             * Right answer
             * @description The index of the one right option in `options`.
             */
            answer: number;
        };
        QuizInput: {
            /**
             * Pass mark
             * @description The score, in percent, at which an attempt passes.
             * @default 70
             */
            passMark: number;
            /** Questions */
            questions: components["schemas"]["QuestionInput"][];
        };
        /**
         * @description A lesson as its author writes it. The fields of its `kind` are required (400 naming the
         *     field otherwise); fields of the other kinds are ignored.
         */
        LessonInput: {
            /**
             * Lesson title
             * @description Trimmed.
             */
            title: string;
            kind: components["schemas"]["LessonKind"];
            /** Estimated minutes */
            minutes: number;
            /** @default false */
            preview: boolean;
            /**
             * Article body
             * @description An article's Markdown (CommonMark with tables and fenced code). Raw HTML is shown as
             *     text, links open with `rel="noopener nofollow"`, and images must be https or the API's
             *     own assets.
             */
            body?: string;
            /**
             * Video URL
             * @description An MP4 or WebM file over https, or one of the API's own `/assets/lessons/` files.
             */
            videoUrl?: string;
            /**
             * Captions URL
             * @description Optional WebVTT captions over https, or one of the API's own `/assets/lessons/` files.
             */
            captionsUrl?: string;
            quiz?: components["schemas"]["QuizInput"];
        };
        QuizQuestion: {
            prompt: string;
            options: string[];
            /** @description The right option's index; sent to the course's owner only. */
            answer?: number;
        };
        Lesson: {
            _id: components["schemas"]["Id"];
            courseId: components["schemas"]["Id"];
            sectionId: components["schemas"]["Id"];
            title: string;
            kind: components["schemas"]["LessonKind"];
            minutes: number;
            preview: boolean;
            /** @description An article's content. */
            article?: {
                /**
                 * @description The Markdown rendered to HTML with raw HTML escaped, unsafe links dropped and
                 *     links marked `rel="noopener nofollow"`; safe to insert as it is.
                 */
                html: string;
                /** @description The Markdown as written; sent to the course's owner only. */
                body?: string;
            };
            /** @description A video's content. */
            video?: {
                url: string;
                captionsUrl?: string;
            };
            /** @description A quiz's content; right answers for the course's owner only. */
            quiz?: {
                passMark: number;
                questions: components["schemas"]["QuizQuestion"][];
            };
        };
        CurriculumResult: {
            /**
             * @example Section added
             * @example Lesson saved
             * @example Order saved
             */
            message: string;
            /** @description The lesson created or saved (`createLesson`, `updateLesson`). */
            lessonId?: components["schemas"]["Id"];
            outline: components["schemas"]["CourseOutline"];
        };
        CourseProgress: {
            courseId: components["schemas"]["Id"];
            /** @description Whether the caller is enrolled in the course now. */
            enrolled: boolean;
            lessonCount: number;
            /** @description Completed lessons that the course still has. */
            completedCount: number;
            /** @description `completedCount` over `lessonCount`, rounded down to a whole percent (0 without lessons). */
            percent: number;
            completedLessonIds: components["schemas"]["Id"][];
            /** @description The lesson the caller opened last, if it still exists. */
            lastLessonId: components["schemas"]["Id"] | null;
            /**
             * @description Where 'Continue' leads: the lesson opened last, else the first lesson not completed,
             *     else the first lesson; null for a course without lessons.
             */
            resumeLessonId: components["schemas"]["Id"] | null;
            /** @description The caller's certificate for the course, once issued. */
            certificateId: components["schemas"]["Id"] | null;
        };
        EnrolledProgress: {
            courseId: components["schemas"]["Id"];
            courseTitle: string;
            imageUrl: components["schemas"]["HttpUrl"];
            lessonCount: number;
            completedCount: number;
            percent: number;
            resumeLessonId: components["schemas"]["Id"] | null;
            /** @description When the caller last opened one of the course's lessons; null if never. */
            lastOpenedAt: string | null;
        };
        Certificate: {
            _id: components["schemas"]["Id"];
            /** @description The course, or null once it has been deleted (the certificate stays). */
            courseId: components["schemas"]["Id"] | null;
            /** @description The course's title when the certificate was issued. */
            courseTitle: string;
            /** @description The learner's display name when it was issued (else the part of their e-mail before the @). */
            learnerName: string;
            /** @description The course's author when it was issued. */
            authorName: string;
            /** Format: date-time */
            issuedAt: string;
            /**
             * Format: date-time
             * @description When the learner revoked its credential (or deleted their account); absent while it is valid.
             */
            revokedAt?: string;
            /**
             * @description The skills its course teaches now, in the author's order; `[]` once the course is
             *     deleted or teaches none.
             */
            skills: string[];
        };
        /**
         * Handle
         * @description Names a public portfolio, `/u/{handle}`: 3 to 30 lower-case letters a-z, digits 0-9 and
         *     hyphens; one account's at a time.
         * @example ada-lovelace
         */
        Handle: string;
        AccountSettings: {
            /**
             * Handle
             * @description The portfolio's handle (as `Handle`), or null while the person has none.
             */
            handle: string | null;
            /** @description 'Show my certificates on a public profile page' (off by default). */
            portfolioPublic: boolean;
            /** @description 'Tell me about jobs that match my skills' (on by default). */
            jobMatchNotifications: boolean;
        };
        /** @description Every field optional; one left out keeps its value. */
        AccountSettingsInput: {
            /**
             * Handle
             * @description A new handle (as `Handle`), or null to give it up (refused while the portfolio is
             *     shown).
             */
            handle?: string | null;
            portfolioPublic?: boolean;
            jobMatchNotifications?: boolean;
        };
        Portfolio: {
            handle: components["schemas"]["Handle"];
            /**
             * @description The learner's name as their sign-in had it when they last saved their settings (the
             *     part of their e-mail before the @ without one: never the whole address).
             */
            name: string;
            /** @description Their sign-in's photo when they last saved their settings; absent without one. */
            photoUrl?: string;
            verifiedSkills: components["schemas"]["SkillName"][];
            /** @description Their certificates whose credential is not revoked, newest first. */
            certificates: components["schemas"]["Certificate"][];
        };
        /**
         * @description An Open Badges 3.0 `OpenBadgeCredential` (1EdTech), a W3C Verifiable Credential 2.0 with
         *     a Data Integrity proof. Every field is covered by the proof: changing any one of them makes
         *     verification fail. The JSON-LD contexts are the VC 2.0 context and Open Badges' 3.0.3.
         */
        OpenBadgeCredential: {
            /**
             * @example [
             *       "https://www.w3.org/ns/credentials/v2",
             *       "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"
             *     ]
             */
            "@context": string[];
            /** @description The certificate's page, `{app}/certificates/{_id}`. */
            id: string;
            /**
             * @example [
             *       "VerifiableCredential",
             *       "OpenBadgeCredential"
             *     ]
             */
            type: string[];
            /** @description The course's title. */
            name: string;
            issuer: components["schemas"]["CredentialProfile"];
            /**
             * Format: date-time
             * @description When the certificate was issued.
             */
            validFrom: string;
            credentialSubject: {
                /**
                 * @example [
                 *       "AchievementSubject"
                 *     ]
                 */
                type: string[];
                /**
                 * @description The learner: their e-mail address salted and hashed (never the address itself),
                 *     then their name as the certificate shows it (`identityType` `name`, not hashed).
                 */
                identifier: {
                    /** @enum {string} */
                    type: "IdentityObject";
                    /** @enum {string} */
                    identityType: "emailAddress" | "name";
                    hashed: boolean;
                    /**
                     * @description For the address, `sha256$` and the hex SHA-256 of the address followed by
                     *     the salt; for the name, the name.
                     */
                    identityHash: string;
                    salt?: string;
                }[];
                achievement: {
                    /** @description The course's page, `{app}/courses/{courseId}`. */
                    id: string;
                    /**
                     * @example [
                     *       "Achievement"
                     *     ]
                     */
                    type: string[];
                    name: string;
                    description: string;
                    /** @enum {string} */
                    achievementType: "Course";
                    criteria: {
                        /** @example Completed every lesson of Data Science 101 on EduGate. */
                        narrative: string;
                    };
                    creator: components["schemas"]["CredentialProfile"];
                    /** @description The course's skills, when it has any. */
                    tag?: string[];
                };
            };
            credentialStatus: {
                id: string;
                /** @enum {string} */
                type: "BitstringStatusListEntry";
                /** @enum {string} */
                statusPurpose: "revocation";
                /** @description The credential's bit in the list, a decimal number as a string. */
                statusListIndex: string;
                /** @description The URL of the list (`GET /credentials/status/{list}`). */
                statusListCredential: string;
            };
            /** @description The one proof, in an array as 1EdTech's JSON schema for the credential asks. */
            proof: components["schemas"]["DataIntegrityProof"][];
        };
        /** @description An Open Badges `Profile`, the issuer (EduGate) or an achievement's creator (its author). */
        CredentialProfile: {
            /** @description The issuer's `did:web`, or a URI naming the author. */
            id: string;
            /**
             * @example [
             *       "Profile"
             *     ]
             */
            type: string[];
            name: string;
            url?: string;
        };
        DataIntegrityProof: {
            /** @enum {string} */
            type: "DataIntegrityProof";
            /** Format: date-time */
            created: string;
            /** @description A key of the DID document, `did:web:...#z6Mk...`. */
            verificationMethod: string;
            /** @enum {string} */
            cryptosuite: "eddsa-rdfc-2022";
            /** @enum {string} */
            proofPurpose: "assertionMethod";
            /** @description The Ed25519 signature, multibase base58btc (`z...`). */
            proofValue: string;
        };
        BitstringStatusListCredential: {
            "@context": string[];
            id: string;
            /**
             * @example [
             *       "VerifiableCredential",
             *       "BitstringStatusListCredential"
             *     ]
             */
            type: string[];
            /** @description The deployment's `did:web`. */
            issuer: string;
            /**
             * Format: date-time
             * @description When the list was last changed and signed.
             */
            validFrom: string;
            credentialSubject: {
                id: string;
                /** @enum {string} */
                type: "BitstringStatusList";
                /** @enum {string} */
                statusPurpose: "revocation";
                /** @description `u` and the base64url (no padding) of the GZIP of the bits, first bit the most significant of the first byte. */
                encodedList: string;
            };
            proof: components["schemas"]["DataIntegrityProof"];
        };
        DidDocument: {
            "@context": string[];
            /** @description The deployment's `did:web`, e.g. `did:web:api.example.com` or `did:web:localhost%3A4000`. */
            id: string;
            /** @description The current key first, then every earlier one. */
            verificationMethod: {
                id: string;
                /** @enum {string} */
                type: "Multikey";
                controller: string;
                publicKeyMultibase: string;
            }[];
            assertionMethod: string[];
        };
        CompletionResult: {
            progress: components["schemas"]["CourseProgress"];
            /** @description True only for the request that completed the course and issued its certificate. */
            courseCompleted: boolean;
            /** @description The certificate issued by this request, else null. */
            certificate: components["schemas"]["Certificate"] | null;
        };
        QuizAttemptInput: {
            /**
             * Answers
             * @description The chosen option's index for each question, in order.
             */
            answers: number[];
        };
        GradedQuestion: {
            chosen: number;
            /** @description The right option's index, shown once the learner has submitted. */
            answer: number;
            correct: boolean;
        };
        QuizAttempt: {
            _id: components["schemas"]["Id"];
            lessonId: components["schemas"]["Id"];
            score: number;
            passed: boolean;
            passMark: number;
            questions: components["schemas"]["GradedQuestion"][];
            /** Format: date-time */
            createdAt: string;
        };
        QuizAttemptResult: {
            attempt: components["schemas"]["QuizAttempt"];
            progress: components["schemas"]["CourseProgress"];
            courseCompleted: boolean;
            certificate: components["schemas"]["Certificate"] | null;
        };
        LatestQuizAttempt: {
            attempt: components["schemas"]["QuizAttempt"] | null;
        };
        PositionInput: {
            lessonId: components["schemas"]["Id"];
        };
        Error: {
            /** @description A sentence a person can act on. */
            error: string;
        };
        ApplicationMessageInput: {
            /**
             * Message
             * @description Plain text; shown as written, never as HTML.
             */
            body: string;
        };
        /** @description One message on an application, by its job's poster or by its applicant. */
        ApplicationMessage: {
            _id: components["schemas"]["Id"];
            applicationId: components["schemas"]["Id"];
            body: string;
            /** @description The writer's display name (never an e-mail address). */
            authorName: string;
            /** @description Written by the job's poster (else by the applicant). */
            fromPoster: boolean;
            /** @description Written by the caller. */
            mine: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        LessonQuestionInput: {
            /** Question title */
            title: string;
            /**
             * Details
             * @description Markdown without raw HTML, rendered as articles are.
             * @default
             */
            details: string;
        };
        AnswerInput: {
            /**
             * Answer
             * @description Markdown without raw HTML, rendered as articles are.
             */
            body: string;
        };
        AcceptAnswerInput: {
            answerId: components["schemas"]["Id"];
        };
        HiddenInput: {
            hidden: boolean;
        };
        /**
         * @description `deleted`: its asker deleted a question that has answers; it shows 'This question was
         *     deleted.' (no title or details). `hidden`: the course's author hid it; learners see
         *     'Hidden by the instructor.' (no text), the author still sees the text.
         * @enum {string}
         */
        PostState: "visible" | "deleted" | "hidden";
        LessonQuestion: {
            _id: components["schemas"]["Id"];
            courseId: components["schemas"]["Id"];
            lessonId: components["schemas"]["Id"];
            lessonTitle: string;
            /** @description The question's title, or the text that stands in for it (`state`). */
            title: string;
            /** @description The details' Markdown as written (empty when deleted or hidden). */
            details: string;
            /** @description The details as HTML, safe to insert as it is (as an article's). */
            detailsHtml: string;
            authorName: string;
            mine: boolean;
            /** @description Asked by the course's author. */
            byInstructor: boolean;
            upvotes: number;
            /** @description The caller upvoted it ('Upvoted'). */
            upvoted: boolean;
            /** @description How many answers it has (hidden ones included). */
            answers: number;
            acceptedAnswerId?: components["schemas"]["Id"];
            state: components["schemas"]["PostState"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            editedAt?: string;
        };
        Answer: {
            _id: components["schemas"]["Id"];
            questionId: components["schemas"]["Id"];
            /** @description The Markdown as written, or 'Hidden by the instructor.' for learners. */
            body: string;
            /** @description The answer as HTML, safe to insert as it is (empty when hidden). */
            bodyHtml: string;
            authorName: string;
            mine: boolean;
            /** @description Written by the course's author ('Instructor'). */
            byInstructor: boolean;
            accepted: boolean;
            /** @enum {string} */
            state: "visible" | "hidden";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            editedAt?: string;
        };
        UnansweredCount: {
            courseId: components["schemas"]["Id"];
            unanswered: number;
        };
        /**
         * @description What happened. `applicationStatus`: the poster set the recipient's application's status
         *     (`status`). `jobClosed` / `jobDeleted`: a job the recipient applied to was closed / deleted.
         *     `applicationReceived`: someone (`actor`) applied to the recipient's job. `courseDeleted`:
         *     a course the recipient was enrolled in was deleted. `applicationMessage`: the other side of
         *     an application (`actor`) wrote a message on it (`applicationId`); shown as 'New message
         *     about {subject}'. `questionAsked`: someone (`actor`) asked `questionTitle` in the
         *     recipient's course (`subject`, `courseId`): 'New question in {subject}: {questionTitle}'.
         *     `questionAnswered`: someone (`actor`) answered the recipient's question: '{actor} answered
         *     your question: {questionTitle}'. `jobMatch`: a job (`subject` at `company`, `jobId`) was
         *     posted for which the recipient's verified skills cover at least half the required ones: 'A
         *     new job matches your skills: {subject} at {company}'. Clients show a kind they do not know
         *     as its `subject` alone.
         * @enum {string}
         */
        NotificationKind: "applicationStatus" | "jobClosed" | "jobDeleted" | "applicationReceived" | "courseDeleted" | "applicationMessage" | "questionAsked" | "questionAnswered" | "jobMatch";
        /**
         * @description Something that happened to the recipient, written in the same transaction as the event.
         *     `subject` is the job's or course's title when it happened (it stays after a deletion).
         */
        Notification: {
            _id: components["schemas"]["Id"];
            kind: components["schemas"]["NotificationKind"];
            /** @description The job's title (jobs) or the course's title (courses) at the time. */
            subject: string;
            /** @description The job's company (job notifications). */
            company?: string;
            jobId?: components["schemas"]["Id"];
            courseId?: components["schemas"]["Id"];
            applicationId?: components["schemas"]["Id"];
            questionId?: components["schemas"]["Id"];
            /**
             * @description The lesson the question is under (`questionAsked`, `questionAnswered`), while the
             *     question exists: where the notification leads.
             */
            lessonId?: components["schemas"]["Id"];
            /** @description The question's title when it happened (`questionAsked`, `questionAnswered`). */
            questionTitle?: string;
            status?: components["schemas"]["ApplicationStatus"];
            /**
             * @description The applicant's display name (`applicationReceived`), the message's writer
             *     (`applicationMessage`).
             */
            actor?: string;
            read: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        NotificationList: {
            notifications: components["schemas"]["Notification"][];
            /** @description How many of the listed notifications are unread. */
            unread: number;
            /**
             * @description How many of the listed notifications arrived since the caller last opened the list
             *     (`POST /notifications/seen`) and are unread: the navbar's count.
             */
            unseen: number;
        };
        /** @description One of the caller's saved jobs, open or closed (its `status` says which). */
        SavedJob: {
            job: components["schemas"]["Job"];
            /** Format: date-time */
            savedAt: string;
        };
    };
    responses: {
        /** @description The request is malformed (bad JSON, wrong types, unknown fields, a bad id or URL). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No bearer token, or a token that is expired, malformed or not for this project. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Signed in, but the resource belongs to someone else, or the account has no e-mail address
         *     (e.g. phone or anonymous sign-in): every per-user rule keys on the e-mail, so such a token is
         *     valid (not a 401) but may not use secured operations.
         */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request breaks a business rule (limit reached, full, duplicate). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body exceeds the server's limit (64 KiB in the reference server). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The client sent `If-None-Match` with the current `ETag`: its stored copy is still the
         *     answer. No body.
         */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The request has a body that is not `application/json`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests from this client; retry after the `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A client error. */
        ClientError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A limit of the curriculum broken, named with its field, or a malformed body. */
        CurriculumInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The stored order is not the one the client saw. */
        CurriculumStale: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in, but neither enrolled in the course nor its owner (and the lesson is no preview). */
        LessonForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A quiz is completed by passing it, and stays completed once passed. */
        QuizCompletion: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An answer missing, an answer that is no option, the lesson no quiz, or a malformed body. */
        QuizInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unexpected server failure. Never caused by the request's content. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The server cannot reach its database. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description The greatest `X-Data-Position` this client's writes were answered with. A server that reads
         *     the public catalogue on a hot standby answers from it only once it shows every write up to
         *     that position, so the caller sees its own writes whichever server process answers; without
         *     it the answer may miss writes made in the last moments (never more than the standby is
         *     behind). Such a server's answer says `Vary: X-Data-Position`. Not a credential: it says
         *     where in the database's log a write was, nothing more.
         * @example 0/3000148
         */
        DataPosition: string;
        /** @description The course's `_id`. */
        CourseId: components["schemas"]["Id"];
        /** @description The job's `_id`. */
        JobId: components["schemas"]["Id"];
        /** @description The section's `_id`. */
        SectionId: components["schemas"]["Id"];
        /** @description The lesson's `_id`. */
        LessonId: components["schemas"]["Id"];
        /** @description The question's `_id`. */
        QuestionId: components["schemas"]["Id"];
        /** @description The answer's `_id`. */
        AnswerId: components["schemas"]["Id"];
        /** @description Page size (at most 20). */
        PageLimit: number;
        /** @description Number of items to skip. */
        PageOffset: number;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Sent by a server that reads the public catalogue on a hot standby: how far this server's
         *     writes, this one included, had reached in the database's log (PostgreSQL's `pg_lsn`
         *     spelling, two hex numbers). Keep the greatest one seen (compare the numbers before the
         *     slash, then after) and send it back as `X-Data-Position` on `GET /courses` and
         *     `GET /courses/{id}`: they then show this write.
         * @example 0/3000148
         */
        DataPosition: string;
        /**
         * @description A validator of this exact answer, the same from every server process. Send it back in
         *     `If-None-Match` to get a body-less 304 while the answer has not changed.
         * @example "3q2-7w1sE4bYk0pQ"
         */
        ETag: string;
        /**
         * @description `public, no-cache`: browsers and CDNs may store the answer but must revalidate it (with
         *     `If-None-Match`) before every reuse, so nobody sees a seat count older than the last write.
         *     An answer holding the caller's own data (a signed-in job page) is `private, no-cache`.
         * @example public, no-cache
         */
        CacheControl: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server and its database answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["ClientError"];
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionRequest"];
            };
        };
        responses: {
            /** @description Session started; the cookie is set. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    /** @description `edugate_session=<signed value>; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600` (plus `Secure` outside localhost). */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listSkills: {
        parameters: {
            query?: {
                /**
                 * @description Part of a skill's name. Empty lists skills from the start of the alphabet.
                 * @example rea
                 */
                q?: string;
                /** @description Most suggestions to return. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching skills, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "name": "React"
                     *       },
                     *       {
                     *         "name": "React Native"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Skill"][];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listVerifiedSkills: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's verified skills' names (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       "CSS layout",
                     *       "React"
                     *     ]
                     */
                    "application/json": components["schemas"]["SkillName"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listCourses: {
        parameters: {
            query?: {
                /** @description Order of the list. Ties are broken by `_id` so paging is stable. */
                sort?: components["schemas"]["CourseSort"];
                /** @description Page size. */
                limit?: number;
                /** @description Number of matching courses to skip. */
                offset?: number;
                /**
                 * @description Case-insensitive substring searched in title and description.
                 * @example react
                 */
                q?: string;
                /**
                 * @description Exact category, compared case-insensitively. `all` or empty means no filter.
                 * @example web development
                 */
                category?: string;
                /**
                 * @description Only courses teaching this skill, compared ignoring case (inner spaces single, as skill
                 *     names are stored). Empty means no filter.
                 * @example React
                 */
                skill?: string;
            };
            header?: {
                /**
                 * @description The greatest `X-Data-Position` this client's writes were answered with. A server that reads
                 *     the public catalogue on a hot standby answers from it only once it shows every write up to
                 *     that position, so the caller sees its own writes whichever server process answers; without
                 *     it the answer may miss writes made in the last moments (never more than the standby is
                 *     behind). Such a server's answer says `Vary: X-Data-Position`. Not a credential: it says
                 *     where in the database's log a write was, nothing more.
                 * @example 0/3000148
                 */
                "X-Data-Position"?: components["parameters"]["DataPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of courses. */
            200: {
                headers: {
                    /**
                     * @description Number of courses matching `q` and `category`, ignoring `limit` and `offset`. Exact
                     *     without `q`. With `q`, exact up to a bound of at least 1,000 matches (the reference
                     *     server's is 10,000); a search with more says the bound and sends
                     *     `X-Total-Count-Exact: false` (show it as "10,000+"), so a search never has to count
                     *     every match of a common term.
                     */
                    "X-Total-Count": number;
                    /**
                     * @description `true` when `X-Total-Count` is the exact number of matches; `false` when there are
                     *     more (a search with more matches than the bound). A server that does not send it counts
                     *     exactly.
                     */
                    "X-Total-Count-Exact"?: "true" | "false";
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseInput"];
            };
        };
        responses: {
            /** @description The course was added. */
            201: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's courses (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCourse: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The greatest `X-Data-Position` this client's writes were answered with. A server that reads
                 *     the public catalogue on a hot standby answers from it only once it shows every write up to
                 *     that position, so the caller sees its own writes whichever server process answers; without
                 *     it the answer may miss writes made in the last moments (never more than the standby is
                 *     behind). Such a server's answer says `Vary: X-Data-Position`. Not a credential: it says
                 *     where in the database's log a write was, nothing more.
                 * @example 0/3000148
                 */
                "X-Data-Position"?: components["parameters"]["DataPosition"];
            };
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseInput"];
            };
        };
        responses: {
            /** @description The updated course. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `totalSeats` is below the learners already enrolled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course and its enrollments are gone. */
            204: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listCourseReviews: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: number;
                /** @description Number of reviews to skip. */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reviews. */
            200: {
                headers: {
                    /** @description Number of the course's reviews, ignoring `limit` and `offset`. */
                    "X-Total-Count": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getReviewSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course's rating summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's review and eligibility. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyReview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    putMyReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewInput"];
            };
        };
        responses: {
            /** @description The review was replaced. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewResult"];
                };
            };
            /** @description The review was created. */
            201: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewResult"];
                };
            };
            /** @description A rating that is not a whole number from 1 to 5, a comment over 2,000 characters, or a malformed body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Never enrolled in the course, the course's owner, or an account without e-mail. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteMyReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review is gone. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listCourseLearners: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course's learners (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Learner"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCourseInsights: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course's insights. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseInsights"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCurriculum: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outline. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseOutline"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionInput"];
            };
        };
        responses: {
            /** @description The section was added; the outline as it is now. */
            201: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurriculumResult"];
                };
            };
            400: components["responses"]["CurriculumInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    previewArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticlePreviewInput"];
            };
        };
        responses: {
            /** @description The article's HTML. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticlePreview"];
                };
            };
            400: components["responses"]["CurriculumInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The section's `_id`. */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The section is gone; the outline as it is now. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurriculumResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The section's `_id`. */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionInput"];
            };
        };
        responses: {
            /** @description The section was renamed; the outline as it is now. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurriculumResult"];
                };
            };
            400: components["responses"]["CurriculumInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    reorderSections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description The new order is stored; the outline as it is now. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurriculumResult"];
                };
            };
            400: components["responses"]["CurriculumInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["CurriculumStale"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    reorderLessons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The section's `_id`. */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description The new order is stored; the outline as it is now. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurriculumResult"];
                };
            };
            400: components["responses"]["CurriculumInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["CurriculumStale"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The section's `_id`. */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonInput"];
            };
        };
        responses: {
            /** @description The lesson was added; its id and the outline as it is now. */
            201: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurriculumResult"];
                };
            };
            400: components["responses"]["CurriculumInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lesson. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LessonForbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonInput"];
            };
        };
        responses: {
            /** @description The lesson was saved; its id and the outline as it is now. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurriculumResult"];
                };
            };
            400: components["responses"]["CurriculumInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lesson is gone; the outline as it is now. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurriculumResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listLessonQuestions: {
        parameters: {
            query?: {
                /** @description `newest` (default) or `upvotes`. */
                sort?: "newest" | "upvotes";
                /** @description Page size (at most 20). */
                limit?: components["parameters"]["PageLimit"];
                /** @description Number of items to skip. */
                offset?: components["parameters"]["PageOffset"];
            };
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the lesson's questions. */
            200: {
                headers: {
                    /** @description Number of the lesson's questions, ignoring `limit` and `offset`. */
                    "X-Total-Count": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonQuestion"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    askQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonQuestionInput"];
            };
        };
        responses: {
            /** @description The question, asked. */
            201: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonQuestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listCourseQuestions: {
        parameters: {
            query?: {
                /** @description Words to find in the questions' titles and details. */
                q?: string;
                /** @description Only questions without a (visible) answer. */
                unanswered?: boolean;
                /** @description Only the caller's questions. */
                mine?: boolean;
                /** @description Page size (at most 20). */
                limit?: components["parameters"]["PageLimit"];
                /** @description Number of items to skip. */
                offset?: components["parameters"]["PageOffset"];
            };
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the course's questions. */
            200: {
                headers: {
                    /** @description Number of matching questions, ignoring `limit` and `offset`. */
                    "X-Total-Count": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonQuestion"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listUnansweredCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's courses' unanswered counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnansweredCount"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The question. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonQuestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonQuestionInput"];
            };
        };
        responses: {
            /** @description The question as edited. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonQuestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    upvoteQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The question with its upvotes. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonQuestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    withdrawUpvote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The question with its upvotes. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonQuestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    acceptAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptAnswerInput"];
            };
        };
        responses: {
            /** @description The question with its accepted answer. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonQuestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    setQuestionHidden: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HiddenInput"];
            };
        };
        responses: {
            /** @description The question. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonQuestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listQuestionAnswers: {
        parameters: {
            query?: {
                /** @description Page size (at most 20). */
                limit?: components["parameters"]["PageLimit"];
                /** @description Number of items to skip. */
                offset?: components["parameters"]["PageOffset"];
            };
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of answers. */
            200: {
                headers: {
                    /** @description Number of the question's answers, ignoring `limit` and `offset`. */
                    "X-Total-Count": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Answer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    answerQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerInput"];
            };
        };
        responses: {
            /** @description The answer. */
            201: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Answer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
                /** @description The answer's `_id`. */
                answerId: components["parameters"]["AnswerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerInput"];
            };
        };
        responses: {
            /** @description The answer as edited. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Answer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
                /** @description The answer's `_id`. */
                answerId: components["parameters"]["AnswerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    setAnswerHidden: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The question's `_id`. */
                questionId: components["parameters"]["QuestionId"];
                /** @description The answer's `_id`. */
                answerId: components["parameters"]["AnswerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HiddenInput"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Answer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    completeLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lesson is completed; the caller's progress in the course. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompletionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LessonForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["QuizCompletion"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    uncompleteLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lesson is not completed; the caller's progress in the course. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompletionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LessonForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["QuizCompletion"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    submitQuizAttempt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuizAttemptInput"];
            };
        };
        responses: {
            /** @description The graded attempt and the caller's progress in the course. */
            201: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizAttemptResult"];
                };
            };
            400: components["responses"]["QuizInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LessonForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getLatestQuizAttempt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
                /** @description The lesson's `_id`. */
                lessonId: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest attempt, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LatestQuizAttempt"];
                };
            };
            400: components["responses"]["QuizInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LessonForbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCourseProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    setLastPosition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course's `_id`. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PositionInput"];
            };
        };
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LessonForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's enrolled courses with their progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrolledProgress"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's certificates (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certificate"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The certificate's `_id`. */
                certificateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certificate"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCertificateCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The certificate's `_id`. */
                certificateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credential, exactly as it was signed. */
            200: {
                headers: {
                    /** @description `public, max-age=300`: a signed credential never changes. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenBadgeCredential"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    revokeCertificateCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The certificate's `_id`. */
                certificateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate, with `revokedAt`. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certificate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCredentialStatusList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The list's number, as a credential's `credentialStatus.statusListCredential` names it. */
                list: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status list credential. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BitstringStatusListCredential"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getDidDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The DID document. */
            200: {
                headers: {
                    /** @description `public, max-age=300`. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DidDocument"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getLessonAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description File name, e.g. `css-box-model.webm`.
                 * @example css-box-model.webm
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description `public, max-age=31536000, immutable` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "video/webm": string;
                    "video/mp4": string;
                    "text/vtt": string;
                    "image/svg+xml": string;
                    "image/png": string;
                };
            };
            /** @description The requested byte range of the file. */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/webm": string;
                    "video/mp4": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            416: components["responses"]["ClientError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    enroll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrollmentInput"];
            };
        };
        responses: {
            /** @description Enrolled; the course's seat count after this enrollment. */
            201: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    unenroll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnenrollInput"];
            };
        };
        responses: {
            /** @description Unenrolled; the course's seat count afterwards. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnenrollResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    checkEnrollment: {
        parameters: {
            query: {
                /** @example ada@example.com */
                userEmail: string;
                courseId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the user holds an enrollment in the course. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listUserEnrollments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example ada@example.com */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's enrollments (at most 3). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enrollment"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSeats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Seats of the course. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeatInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyEnrollments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's enrollments (at most 3), newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentWithCourse"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listJobs: {
        parameters: {
            query?: {
                /**
                 * @description Case-insensitive substring searched in title, company and location.
                 * @example brightpath
                 */
                q?: string;
                /** @description Only jobs of this type (one of `JobType`). Omitted means every type. */
                type?: "Full-time" | "Part-time" | "Contract" | "Internship" | "Remote";
                /** @description Page size. Omitted means every matching job. */
                limit?: number;
                /** @description Number of matching jobs to skip. */
                offset?: number;
                /**
                 * @description `match`: 'Best match for you', signed in only (see above). Omitted: newest first, or
                 *     best search match first with `q`.
                 */
                sort?: "match";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of open jobs. */
            200: {
                headers: {
                    /** @description Number of open jobs matching `q` and `type`, ignoring `limit` and `offset`. */
                    "X-Total-Count": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobInput"];
            };
        };
        responses: {
            /** @description The job was posted. */
            201: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    applyToJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's `_id`. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobApplication"];
            };
        };
        responses: {
            /** @description The application was received. */
            201: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostedJob"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's `_id`. */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's `_id`. */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobInput"];
            };
        };
        responses: {
            /** @description The job as stored now. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's `_id`. */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, with its applications. */
            204: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    setJobStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's `_id`. */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobStatusInput"];
            };
        };
        responses: {
            /** @description The job with its new status. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listJobApplications: {
        parameters: {
            query?: {
                /**
                 * @description Absent: oldest first. `newest`: newest first. `skills`: by the share of the job's
                 *     required skills held (`skillsMatched.held / skillsMatched.required`), highest first,
                 *     then newest.
                 */
                sort?: "newest" | "skills";
            };
            header?: never;
            path: {
                /** @description The job's `_id`. */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job's applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivedApplication"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listSavedJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's saved jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedJob"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    saveJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's `_id`. */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job is among the caller's saved jobs. */
            204: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    unsaveJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's `_id`. */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job is not among the caller's saved jobs. */
            204: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentApplication"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    withdrawApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's `_id`. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn (deleted). */
            204: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    setApplicationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's `_id`. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationStatusInput"];
            };
        };
        responses: {
            /** @description The application with its new status. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivedApplication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listApplicationMessages: {
        parameters: {
            query?: {
                /** @description Page size (at most 20). */
                limit?: components["parameters"]["PageLimit"];
                /** @description Number of items to skip. */
                offset?: components["parameters"]["PageOffset"];
            };
            header?: never;
            path: {
                /** @description The application's `_id`. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the application's messages. */
            200: {
                headers: {
                    /** @description Number of the application's messages, ignoring `limit` and `offset`. */
                    "X-Total-Count": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationMessage"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    postApplicationMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's `_id`. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationMessageInput"];
            };
        };
        responses: {
            /** @description The message, written. */
            201: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCourseImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description File name, e.g. `web-development-1.svg`.
                 * @example web-development-1.svg
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    /** @description `public, max-age=31536000, immutable` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account and everything it owned are gone. */
            204: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAccountSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAccountSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountSettingsInput"];
            };
        };
        responses: {
            /** @description The caller's settings as saved. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPortfolio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The portfolio's handle, as in the page's address `/u/{handle}`. */
                handle: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The portfolio. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Portfolio"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every notification of the caller is read. */
            204: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    markNotificationsSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every notification of the caller is seen. */
            204: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The notification's `_id`. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification, read. */
            200: {
                headers: {
                    "X-Data-Position": components["headers"]["DataPosition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
}
