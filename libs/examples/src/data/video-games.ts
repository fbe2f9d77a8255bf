/** Game platforms: years on sale, how many titles each had, and how Japanese its audience was (0..1). */
export const PLATFORMS: readonly (readonly [platform: string, from: number, to: number, titles: number, japan: number])[] = [
  ['DS', 2004, 2013, 2163, 0.35],
  ['PS2', 2000, 2011, 2161, 0.25],
  ['PS3', 2006, 2016, 1329, 0.15],
  ['Wii', 2006, 2016, 1325, 0.2],
  ['X360', 2005, 2016, 1265, 0.03],
  ['PSP', 2004, 2014, 1213, 0.5],
  ['PS', 1994, 2003, 1196, 0.4],
  ['PC', 1985, 2016, 960, 0.01],
  ['XB', 2001, 2008, 824, 0.02],
  ['GBA', 2001, 2007, 822, 0.3],
  ['GC', 2001, 2007, 556, 0.25],
  ['3DS', 2011, 2016, 509, 0.45],
  ['PSV', 2011, 2016, 413, 0.6],
  ['PS4', 2013, 2016, 336, 0.08],
  ['N64', 1996, 2002, 319, 0.25],
  ['SNES', 1990, 1999, 239, 0.65],
  ['XOne', 2013, 2016, 213, 0.01],
  ['SAT', 1994, 1999, 173, 0.85],
  ['WiiU', 2012, 2016, 143, 0.2],
  ['2600', 1980, 1989, 133, 0],
  ['NES', 1983, 1994, 98, 0.55],
  ['GB', 1989, 2001, 98, 0.45],
  ['DC', 1998, 2002, 52, 0.7],
  ['GEN', 1990, 1997, 27, 0.3],
  ['NG', 1993, 1996, 12, 0.9],
  ['SCD', 1993, 1994, 6, 0.3],
  ['WS', 1999, 2001, 6, 0.95],
  ['3DO', 1994, 1995, 3, 0.7],
  ['TG16', 1995, 1995, 2, 0.9],
  ['GG', 1992, 1992, 1, 0.9],
  ['PCFX', 1996, 1996, 1, 1],
];

export const GENRES: readonly (readonly [genre: string, titles: number])[] = [
  ['Action', 3316],
  ['Sports', 2346],
  ['Misc', 1739],
  ['Role-Playing', 1488],
  ['Shooter', 1310],
  ['Adventure', 1286],
  ['Racing', 1249],
  ['Platform', 886],
  ['Simulation', 867],
  ['Fighting', 848],
  ['Strategy', 681],
  ['Puzzle', 582],
];

/** Publishers with their number of titles and whether they are Japanese (their games sell better in Japan). */
export const PUBLISHERS: readonly (readonly [publisher: string, titles: number, japanese: boolean])[] = [
  ['Electronic Arts', 1351, false],
  ['Activision', 975, false],
  ['Namco Bandai Games', 932, true],
  ['Ubisoft', 921, false],
  ['Konami Digital Entertainment', 832, true],
  ['THQ', 715, false],
  ['Nintendo', 703, true],
  ['Sony Computer Entertainment', 683, true],
  ['Sega', 639, true],
  ['Take-Two Interactive', 413, false],
  ['Capcom', 381, true],
  ['Atari', 363, false],
  ['Tecmo Koei', 338, true],
  ['Square Enix', 233, true],
  ['Warner Bros. Interactive Entertainment', 232, false],
  ['Disney Interactive Studios', 218, false],
  ['Eidos Interactive', 198, false],
  ['Midway Games', 198, false],
  ['505 Games', 192, false],
  ['Microsoft Game Studios', 189, false],
  ['D3Publisher', 184, true],
  ['Acclaim Entertainment', 184, false],
  ['Vivendi Games', 164, false],
  ['Codemasters', 152, false],
  ['Idea Factory', 129, true],
  ['Deep Silver', 122, false],
  ['Nippon Ichi Software', 105, true],
  ['Zoo Digital Publishing', 104, false],
  ['Majesco Entertainment', 92, false],
  ['Unknown', 203, false],
];

/** Words titles are made of, by genre, so a racing game sounds like one. */
export const TITLE_WORDS: Readonly<Record<string, { heads: readonly string[]; tails: readonly string[] }>> = {
  Action: {
    heads: ['Shadow', 'Iron', 'Crimson', 'Silent', 'Rogue', 'Steel'],
    tails: ['Legion', 'Protocol', 'Vengeance', 'Siege', 'Outlaw', 'Fury'],
  },
  Sports: {
    heads: ['Pro', 'Ultimate', 'World', 'All-Star', 'Championship', 'Extreme'],
    tails: ['Soccer', 'Hoops', 'Gridiron', 'Tennis', 'Golf Tour', 'Hockey'],
  },
  Misc: {
    heads: ['Party', 'Pocket', 'Happy', 'Family', 'Brain', 'Rhythm'],
    tails: ['Pals', 'Games', 'Fiesta', 'Challenge', 'Karaoke', 'Trivia'],
  },
  'Role-Playing': {
    heads: ['Dragon', 'Crystal', 'Ancient', 'Eternal', 'Mystic', 'Lost'],
    tails: ['Chronicles', 'Saga', 'Kingdoms', 'Legends', 'Odyssey', 'Quest'],
  },
  Shooter: {
    heads: ['Star', 'Delta', 'Galaxy', 'Orbital', 'Strike', 'Ghost'],
    tails: ['Striker', 'Squadron', 'Assault', 'Warfare', 'Recon', 'Front'],
  },
  Adventure: {
    heads: ['Hidden', 'Secret', 'Forgotten', 'Jungle', 'Sunken', 'Midnight'],
    tails: ['Island', 'Expedition', 'Mystery', 'Temple', 'Voyage', 'Manor'],
  },
  Racing: {
    heads: ['Turbo', 'Nitro', 'Speed', 'Rally', 'Street', 'Drift'],
    tails: ['Racer', 'Circuit', 'Rush', 'Grand Prix', 'Kings', 'Masters'],
  },
  Platform: {
    heads: ['Super', 'Jumping', 'Bouncy', 'Pixel', 'Rocket', 'Tiny'],
    tails: ['Heroes', 'Adventure', 'Worlds', 'Land', 'Dash', 'Bros'],
  },
  Simulation: {
    heads: ['Sim', 'Farm', 'City', 'Pet', 'Flight', 'Dream'],
    tails: ['Tycoon', 'Life', 'Builder', 'Story', 'Pilot', 'Planner'],
  },
  Fighting: {
    heads: ['Street', 'Mortal', 'Iron', 'Thunder', 'Blade', 'Dragon'],
    tails: ['Brawlers', 'Fist', 'Showdown', 'Combat', 'Arena', 'Duel'],
  },
  Strategy: {
    heads: ['Empire', 'Total', 'Command', 'Tactical', 'Imperial', 'Frontier'],
    tails: ['Conquest', 'Tactics', 'Generals', 'Dominion', 'Warlords', 'Rising'],
  },
  Puzzle: { heads: ['Puzzle', 'Block', 'Color', 'Mind', 'Gem', 'Word'], tails: ['Planet', 'Drop', 'Match', 'Maze', 'Blast', 'Quest'] },
};

export const SUBTITLES: readonly string[] = [
  'Origins',
  'Reloaded',
  'Revolution',
  'Evolution',
  'Gold Edition',
  'Redemption',
  'Returns',
  'Unleashed',
];
