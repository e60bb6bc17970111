import type { SeedBlogPost } from '../blog.js';

export const deadliftSetupFiveCheckpoints: SeedBlogPost = {
  title: 'The Deadlift Setup in Five Checkpoints',
  slug: 'deadlift-setup-five-checkpoints',
  excerpt:
    'Most deadlift problems are decided before the bar leaves the floor. Five checkpoints to run through on every rep, plus quick fixes for common faults.',
  categorySlug: 'training',
  tagSlugs: ['strength-training'],
  tagType: 'fitness',
  status: 'published',
  displayOrder: 6,
  personaIds: [1],
  publishedAt: '2026-01-19T07:00:00.000Z',
  viewCount: 214,
  content: `The deadlift is one of the most useful lifts you can learn. It trains the whole back of the body, it carries over to everyday life, and it lets you lift more weight than almost any other exercise. It also has a reputation for hurting backs. In my experience, most deadlift problems are decided before the bar leaves the floor. Get the setup right and the lift mostly takes care of itself.

Here is the five-checkpoint setup I teach every new lifter. Go through it in order, on every rep, until it becomes automatic.

## 1. Feet under the bar

Stand with the bar over the middle of your foot, roughly where your laces are tied. Keep your feet about hip-width apart, toes turned out slightly. Seen from above, the bar should cut your foot in half.

Most beginners stand too far back, with the bar over their toes. That forces the bar to swing around the knees on the way up, which is slow and puts the lower back in a poor position.

## 2. Grip just outside the legs

Hinge down and take the bar with your hands just outside your shins, without moving the bar. A double overhand grip is best while the weights are manageable; it builds grip strength and keeps the shoulders even.

## 3. Shins to the bar

Now bend your knees until your shins touch the bar, and stop there. Your hips will end up higher than you expect, and that is correct. The deadlift is not a squat: ~~sit the hips down low to "use your legs"~~ dropping the hips too far only pushes the knees forward into the bar's path.

## 4. Chest up, back set

Squeeze the bar hard and lift your chest until your back is flat, as if showing the logo on your t-shirt to someone in front of you. Think about pulling your shoulder blades down into your back pockets. Your arms should be straight and long, like ropes attached to the bar.

> If you can see your lower back rounding in the mirror before the bar moves, stop. Reset from checkpoint one rather than hoping it fixes itself on the way up.

## 5. Take the slack out, then push the floor away

Before the bar moves, pull up just enough to hear it click against the plates and feel your whole body tighten. This is "taking the slack out", and it is the most overlooked step of all. Then take a breath into your belly, brace as if someone is about to poke you in the stomach, and push the floor away with your legs. The bar should travel in a straight line, brushing your shins and thighs[^1].

At the top, simply stand tall. There is no need to lean back or shrug; finish with your hips under your shoulders and your glutes squeezed.

## Common faults and quick fixes

- **The bar drifts forward:** the bar started too far from your shins. Revisit checkpoints one and three.
- **The hips shoot up first:** the load may be too heavy, or the slack was not taken out. Drop the weight by 10% and slow down the first inch.
- **The lower back rounds:** check your hip height and your brace. If it persists, pull from blocks for a few weeks while you build strength in a good position.
- **The grip fails:** add holds at the top of your last set, and use chalk before you reach for straps.

## How to practise

For the first month, I have new lifters do three or four sets of five with a weight that feels easy, filming one set from the side each session. Add weight only when every rep looks the same[^2]. It feels slow, but those lifters are the ones still making progress a year later, long after the people who rushed have stalled or stopped.

[^1]: Wear long socks or track pants. A bar that brushes your shins is a sign of a good bar path, not a mistake.

[^2]: A handy test: if you could not tell your first and last rep apart on video, the weight is ready to go up.
`,
};
