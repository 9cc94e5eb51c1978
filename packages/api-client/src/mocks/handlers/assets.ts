import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { COURSE_CATEGORIES } from '../../constants';
import { MOCK_API_BASE_URL } from '../fixtures';
import { COURSE_IMAGE_VARIANTS, courseIllustration, courseImageFile } from '../images';
import { SAMPLE_CAPTIONS, sampleWebm } from '../learning/sampleMedia';

/** Serves the fixture courses' images, so no story depends on the network. */
export function courseImageHandlers(): HttpHandler[] {
  return COURSE_CATEGORIES.flatMap((category) =>
    COURSE_IMAGE_VARIANTS.map((variant) =>
      mswHttp.get(
        `${MOCK_API_BASE_URL}/assets/courses/${courseImageFile(category, variant)}`,
        () =>
          new HttpResponse(courseIllustration(category, variant), {
            headers: { 'Content-Type': 'image/svg+xml' },
          }),
      ),
    ),
  );
}

/**
 * Serves any lesson file the fixtures name: every video is the one-second sample, every
 * captions file its captions (learning/sampleMedia.ts), so a lesson story never waits on a host.
 */
export function lessonAssetHandlers(): HttpHandler[] {
  return [
    mswHttp.get(`${MOCK_API_BASE_URL}/assets/lessons/:file`, ({ params }) => {
      const file = String(params.file);
      if (/\.(webm|mp4)$/.test(file)) {
        return new HttpResponse(sampleWebm(), { headers: { 'Content-Type': 'video/webm' } });
      }
      if (file.endsWith('.vtt')) {
        return new HttpResponse(SAMPLE_CAPTIONS, { headers: { 'Content-Type': 'text/vtt' } });
      }
      return new HttpResponse(null, { status: 404 });
    }),
  ];
}
