// The one place react-slick and its base styles enter the bundle: a chunk of their own (load-slider.ts).
import 'slick-carousel/slick/slick.css';
import Slider from 'react-slick';

export { Slider };
