import { notifications } from '@mantine/notifications';

/** Toasts of the spec's catalogue: errors red, successes green, warnings yellow, information blue. */
export const notify = {
  sucesso: (message: string) => notifications.show({ color: 'green', message, autoClose: 4000 }),
  erro: (message: string) => notifications.show({ color: 'red', message, autoClose: 7000 }),
  aviso: (message: string) => notifications.show({ color: 'yellow', message, autoClose: 5000 }),
  info: (message: string) => notifications.show({ color: 'blue', message, autoClose: 5000 }),
};
