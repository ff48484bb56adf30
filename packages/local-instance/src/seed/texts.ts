// Everyday posts of the demo users, picked at random (with a fixed seed) to fill the timelines.

export const FILLER: Record<string, string[]> = {
  admin: [
    'Server is healthy, backups are green. :ok:',
    'Reminder: be kind, and use content warnings for spoilers. #kumo',
    'Added a few new custom emoji, check the picker! :party:',
    'Uptime today: 100%. Not bad for a server that lives on a laptop.',
    'If something looks broken, tell me and I will fix it :kumo:',
  ],
  alice: [
    'Good morning everyone! :kumo_sun:',
    'Trying out the deck view today. Four columns is a lot of timeline.',
    'Made some :onigiri: for lunch.',
    'Anyone else think the stream reconnect feels instant now? #kumo',
    'Spent the afternoon tweaking my theme colours. Pastel blue it is.',
    'Reading a book about clouds. Fitting. :kumo:',
    'That moment when your code works on the first try :blobwink:',
    'Just pushed a fix for the emoji picker search. Typing `kumo` finds everything now.',
    'Note to self: drink water.',
    'Walked to the river, the sky was unreal today #photography',
    'I love how reactions pop in live :love:',
  ],
  bob: [
    'Refactoring day. Deleted more lines than I wrote. #dev',
    'Coffee count: 3 :coffee:',
    'Who broke the build? Oh. It was me.',
    'TypeScript strict mode caught another bug before it shipped :ok:',
    'Rainy day, good day for debugging :kumo_rain:',
    'Hot take: tabs in the deck should be draggable.',
    'Ramen for dinner :ramen: #food',
    'Lunch break. Back in 30.',
    'Pair programming with @alice today, we fixed the pagination bug!',
  ],
  carol: [
    'nya~ the sun spot on the floor is perfect today',
    'Watching birds from the window :blobcat:',
    'Knocked a pen off the desk. No regrets.',
    'Nap time. Wake me when the timeline is interesting.',
    'Tea > coffee. Fight me. :coffee:',
    'My favourite sound is the notification chime',
    'Curled up with a blanket and a good timeline',
    'Who wants to play? :party:',
  ],
  dave: [
    '☀️ Weather report: sunny, 24°C, light breeze. #weather',
    '🌧️ Weather report: rain expected this evening, 17°C. Take an umbrella. #weather',
    '⛅ Weather report: partly cloudy, 20°C. #weather',
    '🌬️ Weather report: windy, 15°C, gusts up to 40 km/h. #weather',
    '❄️ Weather report: cold night ahead, 2°C. #weather',
    '🌈 Weather report: showers clearing, rainbow likely. #weather',
  ],
  erin: [
    'Sketched a little cloud character today :kumo_happy: #art',
    'Spring is here 🌸',
    'Trying watercolours again. The paper is winning.',
    'New playlist for drawing sessions, 3 hours of lo-fi.',
    'Went to the bakery, got a :cake: for no reason',
    'Colour palette of the day: teal, coral, cream. #art',
    'Does anyone have tips for drawing hands? Asking for a friend.',
    'The light at golden hour makes everything look like a painting #photography',
  ],
  frank: [
    'Finished a 10k run this morning 🏃',
    'Cooking experiment: it was edible. Mostly.',
    'Board game night tomorrow, who is in?',
    'Finally fixed the squeaky door. Peace at last.',
    'Hiking trail recommendations? Looking for something with a view.',
    'Tried the spicy ramen challenge :spicy: never again.',
  ],
};

export const REPLIES = [
  'So true!',
  'Haha, same here :blobsmile:',
  'Love this :love:',
  'Wait, really?',
  'Can confirm.',
  'This made my day :kumo_happy:',
  'Tell me more!',
  'Agreed 100%',
  'Oh no :kumo_rain:',
  'Nice one!',
  'I was thinking the exact same thing',
  '+1 :ok:',
];

export const QUOTES = [
  'This!',
  'Worth reading :kumo:',
  'Absolutely.',
  'Everyone should see this',
  'Ha, classic.',
];

export const REACTIONS = [
  '👍',
  '❤',
  '😆',
  '🎉',
  '🤔',
  '😮',
  '🙏',
  ':kumo:',
  ':kumo_happy:',
  ':blobcat:',
  ':love:',
  ':party:',
  ':ok:',
  ':coffee:',
];

export const LONG_NOTE = `Some thoughts after a week of using **Kumo** every day :kumo:

1. The timeline feels *fast*. Scrolling back a few hundred notes and jumping to the top again is smooth, and new notes slide in without the list jumping around.

2. Reactions are fun. I keep finding new custom emoji in the picker. The search matches aliases too, so typing "cat" finds :blobcat: right away.

3. The post form remembers my drafts. I closed the tab by accident in the middle of a long note and it was still there when I came back.

4. Deck mode is great on a wide screen. I keep home, local, notifications and a list of mentions side by side.

5. Things I still want: better keyboard shortcuts, and a way to collapse long notes like this one :blobwink:

Overall: very happy. Thanks to everyone who worked on it! #kumo #misskey`;
