import { NotFoundPage } from '../not-found/NotFoundPage';

// Replaced by the real screen in this change.
export default NotFoundPage;
