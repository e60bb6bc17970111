// The one place react-slick and its base styles enter the bundle (only the home page's chunks import it).
import 'slick-carousel/slick/slick.css';
import Slider from 'react-slick';

export { Slider };
export type { Settings as SliderSettings } from 'react-slick';
