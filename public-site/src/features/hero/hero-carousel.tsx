import { personaIdOf, type TagType } from '@folio/contracts';
import { Island } from '../../islands/island';
import { useAboutPersonas } from '../persona';
import { useGetHeroItemsQuery } from './hero-api';
import { heroItemsFor, heroSlides } from './hero-items';
import { HeroMessage } from './hero-slide';
import { HeroSlides } from './hero-slides';

/**
 * The spec's hero, on the server: the persona's hero items (else its persona entry, else the
 * built-in ones) read from the route loader's data, handed to the HeroSlides island as plain slides.
 */
export function HeroCarousel({ persona }: { persona: TagType }) {
  const personaId = personaIdOf(persona);
  const hero = useGetHeroItemsQuery();
  const ownItems = hero.data ? heroItemsFor(hero.data, personaId) : undefined;
  const needsPersonas = hero.isError || (ownItems !== undefined && ownItems.length === 0);
  const personas = useAboutPersonas(personaId, { skip: !needsPersonas });

  const heroSettled = hero.data !== undefined || hero.isError;
  const personasSettled = !needsPersonas || personas.data !== undefined || personas.isError;
  if (!heroSettled || !personasSettled) {
    return <HeroMessage title="Loading content..." text="Please wait while we prepare your experience." busy />;
  }

  const slides = heroSlides(hero.data ?? [], personas.data ?? [], personaId);
  return <Island key={persona} name="heroSlides" component={HeroSlides} props={{ slides }} />;
}
