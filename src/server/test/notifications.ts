// Reading what is under a person's bell, as the web app does.
import type { NotificationPage, NotificationType } from '../../contracts/notifications.ts';
import type { App } from '../app.ts';
import { callAs } from './api.ts';
import type { Actor } from './factories.ts';

/** The latest page of `actor`'s notifications of one type. */
export async function bellOf(app: App, actor: Actor, type: NotificationType) {
  return (await callAs(app, actor, 'GET', `/notifications?type=${type}`)).json() as NotificationPage;
}
