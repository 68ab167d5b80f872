/** The notifications' display alone, so that loading it late does not tie it to the store the app imports at once. */
export { Notifications } from '@mantine/notifications';
