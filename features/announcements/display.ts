/**
 * The announcement shown on every staff page, as its own entry: the staff frame imports it on its own, after the page
 * (issue #26), and the index would bring the admin screens along.
 */
export { AnnouncementDisplay } from './components/announcement-display';
