/**
 * The notices of a document (SPEC §4): the design system's NoticeHost, plain, as an island of the
 * site's frame (SiteLayout.tsx).
 */
import { island } from '../../design-system/island/island';
import { NoticeHost } from '../../design-system/notices/NoticeHost';

export default island(NoticeHost);
