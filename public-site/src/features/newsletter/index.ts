export { newsletterApi, useGetNewsletterFormQuery } from './newsletter-api';
export {
  CONFIRM_PATH,
  DONE_PARAM,
  NewsletterAnswerContext,
  postPersonas,
  preselected,
  SUBSCRIBE_ACTION,
  SUBSCRIBED_PARAM,
  UNSUBSCRIBE_PATH,
  type NewsletterAnswer,
  type PostedSubscribeForm,
} from './newsletter-answer';
export { SubscribeSection } from './subscribe-section';
