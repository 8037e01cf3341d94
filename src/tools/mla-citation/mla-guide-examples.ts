/**
 * A second held-out set (issue 12's check, done again before hand-over): 28 works-cited entries written for this
 * project in the manner of library MLA 9 guides (Purdue OWL-style examples of each kind: books, chapters in edited
 * books, journal articles with DOIs and databases, newspapers, web pages, films, government reports, corporate
 * authors, Spanish compound surnames, translated works, multiple authors, et al.). The expected entries were worked
 * out from the MLA Handbook (9th ed.) before the engine was run; `rule` names the Handbook section each one leans
 * on. Inputs are what a visitor types into the form, field by field. `expected` marks italics with *asterisks*.
 */
import type { MlaRequest } from "./contract";

interface GuideExample {
  kind: string;
  rule: string;
  input: MlaRequest;
  expected: string;
}

type Role = "author" | "editor" | "translator" | "director" | "performer" | "uploader";
const person = (first: string, last: string, role: Role = "author") => ({ first, last, role });
const org = (organization: string, role: Role = "author") => ({ organization, role });
const TODAY = "2025-03-01";

export const GUIDE_EXAMPLES: GuideExample[] = [
  {
    kind: "book, one author, subtitle",
    rule: "2.1 author inverted; 2.2 title and subtitle in italics, title case (1.2)",
    input: {
      sourceType: "book",
      contributors: [person("Robin Wall", "Kimmerer")],
      title: "Braiding Sweetgrass: Indigenous Wisdom, Scientific Knowledge and the Teachings of Plants",
      publisher: "Milkweed Editions",
      date: "2013",
      accessDate: TODAY,
    },
    expected:
      "Kimmerer, Robin Wall. *Braiding Sweetgrass: Indigenous Wisdom, Scientific Knowledge and the Teachings of Plants*. Milkweed Editions, 2013.",
  },
  {
    kind: "book, two authors, edition",
    rule: "2.1.2 two authors: second in natural order after 'and'; 2.5 version: '2nd ed.'",
    input: {
      sourceType: "book",
      contributors: [person("Brian W.", "Kernighan"), person("Dennis M.", "Ritchie")],
      title: "The C Programming Language",
      edition: "2nd",
      publisher: "Prentice Hall",
      date: "1988",
      accessDate: TODAY,
    },
    expected: "Kernighan, Brian W., and Dennis M. Ritchie. *The C Programming Language*. 2nd ed., Prentice Hall, 1988.",
  },
  {
    kind: "book, three authors (et al.), academic press",
    rule: "2.1.3 three or more authors: first, et al.; 2.104 academic presses: 'P' for Press",
    input: {
      sourceType: "book",
      contributors: [person("Harold", "Abelson"), person("Gerald Jay", "Sussman"), person("Julie", "Sussman")],
      title: "Structure and Interpretation of Computer Programs",
      edition: "second",
      publisher: "MIT Press",
      date: "1996",
      accessDate: TODAY,
    },
    expected: "Abelson, Harold, et al. *Structure and Interpretation of Computer Programs*. 2nd ed., MIT P, 1996.",
  },
  {
    kind: "book, corporate author, other publisher, edition",
    rule: "2.1.3 organisation as author, not inverted; 2.5 version",
    input: {
      sourceType: "book",
      contributors: [org("National Research Council")],
      title: "How People Learn: Brain, Mind, Experience, and School",
      edition: "expanded",
      publisher: "National Academy Press",
      date: "2000",
      accessDate: TODAY,
    },
    expected:
      "National Research Council. *How People Learn: Brain, Mind, Experience, and School*. Expanded ed., National Academy Press, 2000.",
  },
  {
    kind: "book, corporate author that is also the publisher",
    rule: "2.1.3 organisation both author and publisher: start with the title",
    input: {
      sourceType: "book",
      contributors: [org("American Psychiatric Association")],
      title: "Diagnostic and Statistical Manual of Mental Disorders",
      edition: "5th ed.",
      publisher: "American Psychiatric Association",
      date: "2013",
      accessDate: TODAY,
    },
    expected:
      "*Diagnostic and Statistical Manual of Mental Disorders*. 5th ed., American Psychiatric Association, 2013.",
  },
  {
    kind: "book, author and editor, business word dropped",
    rule: "2.3 other contributors: 'Edited by'; 2.104 business words (Company) dropped",
    input: {
      sourceType: "book",
      contributors: [person("Mary", "Shelley"), person("J. Paul", "Hunter", "editor")],
      title: "Frankenstein",
      publisher: "W. W. Norton & Company",
      date: "1996",
      accessDate: TODAY,
    },
    expected: "Shelley, Mary. *Frankenstein*. Edited by J. Paul Hunter, W. W. Norton, 1996.",
  },
  {
    kind: "edited book, three editors (et al.)",
    rule: "2.1.3 et al.; 2.1.4 role after the name: 'editors'",
    input: {
      sourceType: "book",
      contributors: [
        person("Andrea A.", "Lunsford", "editor"),
        person("Kirt H.", "Wilson", "editor"),
        person("Rosa A.", "Eberly", "editor"),
      ],
      title: "The SAGE Handbook of Rhetorical Studies",
      publisher: "SAGE Publications",
      date: "2009",
      accessDate: TODAY,
    },
    expected:
      "Lunsford, Andrea A., et al., editors. *The SAGE Handbook of Rhetorical Studies*. SAGE Publications, 2009.",
  },
  {
    kind: "book, author with suffix",
    rule: "2.1.1 suffixes after the given name: 'King, Martin Luther, Jr.'",
    input: {
      sourceType: "book",
      contributors: [person("Martin Luther", "King Jr.")],
      title: "Why We Can't Wait",
      publisher: "Beacon Press",
      date: "2010",
      accessDate: TODAY,
    },
    expected: "King, Martin Luther, Jr. *Why We Can't Wait*. Beacon Press, 2010.",
  },
  {
    kind: "chapter in an edited book, edition in the container",
    rule: "2.4 container in italics; 2.3 'edited by'; 2.5 version; 2.8 page range shortened",
    input: {
      sourceType: "chapter",
      contributors: [person("Alice", "Walker")],
      title: "Everyday Use",
      container: "The Norton Introduction to Literature",
      containerEditors: "Kelly J. Mays",
      edition: "13",
      publisher: "W. W. Norton",
      date: "2019",
      pages: "155-162",
      accessDate: TODAY,
    },
    expected:
      'Walker, Alice. "Everyday Use." *The Norton Introduction to Literature*, edited by Kelly J. Mays, 13th ed., W. W. Norton, 2019, pp. 155-62.',
  },
  {
    kind: "translated story in an edited collection",
    rule: "2.3 translator of the part after its title; container editors 'edited by'",
    input: {
      sourceType: "chapter",
      contributors: [person("Jorge Luis", "Borges"), person("Donald A.", "Yates", "translator")],
      title: "The Garden of Forking Paths",
      container: "Labyrinths: Selected Stories and Other Writings",
      containerEditors: "Donald A. Yates and James E. Irby",
      publisher: "New Directions",
      date: "2007",
      pages: "19-29",
      accessDate: TODAY,
    },
    expected:
      'Borges, Jorge Luis. "The Garden of Forking Paths." Translated by Donald A. Yates. *Labyrinths: Selected Stories and Other Writings*, edited by Donald A. Yates and James E. Irby, New Directions, 2007, pp. 19-29.',
  },
  {
    kind: "chapter, three editors of the book (et al.)",
    rule: "2.3 three or more contributors: first, et al.",
    input: {
      sourceType: "chapter",
      contributors: [person("Gloria", "Anzaldúa")],
      title: "How to Tame a Wild Tongue",
      container: "The Norton Anthology of Theory and Criticism",
      containerEditors: "Vincent B. Leitch, William E. Cain, and Laurie A. Finke",
      edition: "3rd",
      publisher: "W. W. Norton",
      date: "2018",
      pages: "2830-2840",
      accessDate: TODAY,
    },
    expected:
      'Anzaldúa, Gloria. "How to Tame a Wild Tongue." *The Norton Anthology of Theory and Criticism*, edited by Vincent B. Leitch et al., 3rd ed., W. W. Norton, 2018, pp. 2830-40.',
  },
  {
    kind: "journal article, two authors, DOI",
    rule: "2.6 vol., no.; 2.8 pages; 2.7 DOI as https://doi.org/; title case lower-cases prepositions",
    input: {
      sourceType: "journal",
      contributors: [person("Daniel", "Kahneman"), person("Amos", "Tversky")],
      title: "Prospect Theory: An Analysis of Decision under Risk",
      container: "Econometrica",
      volume: "47",
      issue: "2",
      date: "1979",
      pages: "263-291",
      doi: "10.2307/1914185",
      accessDate: TODAY,
    },
    expected:
      'Kahneman, Daniel, and Amos Tversky. "Prospect Theory: An Analysis of Decision under Risk." *Econometrica*, vol. 47, no. 2, 1979, pp. 263-91, https://doi.org/10.2307/1914185.',
  },
  {
    kind: "journal article, three authors (et al.), day-month-year, DOI in the URL box",
    rule: "2.1.3 et al.; 2.6 full date; 2.7 DOI",
    input: {
      sourceType: "journal",
      contributors: [person("Soroush", "Vosoughi"), person("Deb", "Roy"), person("Sinan", "Aral")],
      title: "The Spread of True and False News Online",
      container: "Science",
      volume: "359",
      issue: "6380",
      date: "March 9, 2018",
      pages: "1146–1151",
      url: "https://doi.org/10.1126/science.aap9559",
      accessDate: TODAY,
    },
    expected:
      'Vosoughi, Soroush, et al. "The Spread of True and False News Online." *Science*, vol. 359, no. 6380, 9 Mar. 2018, pp. 1146-51, https://doi.org/10.1126/science.aap9559.',
  },
  {
    kind: "journal article in a database (second container), DOI",
    rule: "2.4 second container (database) after the first, in italics, then the DOI",
    input: {
      sourceType: "journal",
      contributors: [person("Claire", "Langhamer")],
      title: "Love and Courtship in Mid-Twentieth-Century England",
      container: "Historical Journal",
      volume: "50",
      issue: "1",
      date: "2007",
      pages: "173-196",
      platform: "ProQuest",
      doi: "doi:10.1017/S0018246X06005966",
      accessDate: TODAY,
    },
    expected:
      'Langhamer, Claire. "Love and Courtship in Mid-Twentieth-Century England." *Historical Journal*, vol. 50, no. 1, 2007, pp. 173-96. *ProQuest*, https://doi.org/10.1017/S0018246X06005966.',
  },
  {
    kind: "journal article, month and year, no DOI",
    rule: "2.6 month abbreviated; 2.8 page range over 99 shortened",
    input: {
      sourceType: "journal",
      contributors: [person("Joan W.", "Scott")],
      title: "Gender: A Useful Category of Historical Analysis",
      container: "The American Historical Review",
      volume: "91",
      issue: "5",
      date: "December 1986",
      pages: "1053-1075",
      accessDate: TODAY,
    },
    expected:
      'Scott, Joan W. "Gender: A Useful Category of Historical Analysis." *The American Historical Review*, vol. 91, no. 5, Dec. 1986, pp. 1053-75.',
  },
  {
    kind: "Spanish journal article, two authors, compound surname, issue only",
    rule: "2.1.1 Spanish compound surnames kept together; 1.2 titles in Spanish in sentence case",
    input: {
      sourceType: "journal",
      contributors: [person("Laura", "Gómez Rodríguez"), person("Javier", "Ortiz")],
      title: "El turismo rural en Galicia: retos y oportunidades",
      container: "Revista de Estudios Regionales",
      issue: "115",
      date: "2019",
      pages: "67-91",
      accessDate: TODAY,
    },
    expected:
      'Gómez Rodríguez, Laura, and Javier Ortiz. "El turismo rural en Galicia: retos y oportunidades." *Revista de Estudios Regionales*, no. 115, 2019, pp. 67-91.',
  },
  {
    kind: "newspaper article online",
    rule: "2.4 newspaper as container; 2.7 URL without https://",
    input: {
      sourceType: "article",
      contributors: [person("Somini", "Sengupta")],
      title: "A Crisis Right Now: San Francisco and Manila Face Rising Seas",
      container: "The New York Times",
      date: "2017-11-13",
      url: "https://www.nytimes.com/interactive/2017/11/13/climate/philippines-california-sea-level-rise.html",
      accessDate: TODAY,
    },
    expected:
      'Sengupta, Somini. "A Crisis Right Now: San Francisco and Manila Face Rising Seas." *The New York Times*, 13 Nov. 2017, www.nytimes.com/interactive/2017/11/13/climate/philippines-california-sea-level-rise.html.',
  },
  {
    kind: "magazine article in print",
    rule: "2.6 date; 2.8 pages below 100 kept whole",
    input: {
      sourceType: "article",
      contributors: [person("Malcolm", "Gladwell")],
      title: "The Tipping Point",
      container: "The New Yorker",
      date: "3 June 1996",
      pages: "32-38",
      accessDate: TODAY,
    },
    expected: 'Gladwell, Malcolm. "The Tipping Point." *The New Yorker*, 3 June 1996, pp. 32-38.',
  },
  {
    kind: "news story with no author",
    rule: "2.1 no author: start with the title",
    input: {
      sourceType: "article",
      title: "Heat Wave Grips Southern Europe as Temperatures Soar",
      container: "Reuters",
      date: "July 18, 2023",
      url: "https://www.reuters.com/world/europe/heat-wave-grips-southern-europe-2023-07-18/",
      accessDate: TODAY,
    },
    expected:
      '"Heat Wave Grips Southern Europe as Temperatures Soar." *Reuters*, 18 July 2023, www.reuters.com/world/europe/heat-wave-grips-southern-europe-2023-07-18/.',
  },
  {
    kind: "web page, author, no date, access date typed",
    rule: "2.6 no date: 2.9 access date recommended",
    input: {
      sourceType: "website",
      contributors: [person("Amira", "Hassan")],
      title: "How to Start a Vegetable Garden",
      container: "Gardening Know How",
      url: "https://www.gardeningknowhow.com/edible/vegetables/vgen/start-vegetable-garden.htm",
      accessed: "April 10, 2024",
      accessDate: TODAY,
    },
    expected:
      'Hassan, Amira. "How to Start a Vegetable Garden." *Gardening Know How*, www.gardeningknowhow.com/edible/vegetables/vgen/start-vegetable-garden.htm. Accessed 10 Apr. 2024.',
  },
  {
    kind: "web page by a site's staff (corporate author not the site's name)",
    rule: "2.1.3 group author kept when it differs from the website",
    input: {
      sourceType: "website",
      contributors: [org("Mayo Clinic Staff")],
      title: "Dehydration: Symptoms and Causes",
      container: "Mayo Clinic",
      date: "October 14, 2021",
      url: "https://www.mayoclinic.org/diseases-conditions/dehydration/symptoms-causes/syc-20354086",
      accessDate: TODAY,
    },
    expected:
      'Mayo Clinic Staff. "Dehydration: Symptoms and Causes." *Mayo Clinic*, 14 Oct. 2021, www.mayoclinic.org/diseases-conditions/dehydration/symptoms-causes/syc-20354086.',
  },
  {
    kind: "entire website, publisher, no date",
    rule: "2.2 a whole website in italics; 2.5 publisher; 2.9 access date",
    input: {
      sourceType: "website",
      title: "Smithsonian Learning Lab",
      publisher: "Smithsonian Institution",
      url: "https://learninglab.si.edu",
      accessed: "3 May 2024",
      accessDate: TODAY,
    },
    expected: "*Smithsonian Learning Lab*. Smithsonian Institution, learninglab.si.edu. Accessed 3 May 2024.",
  },
  {
    kind: "film, director",
    rule: "2.3 other contributors: 'Directed by'; 2.5 publisher (production company)",
    input: {
      sourceType: "film",
      contributors: [person("Bong", "Joon Ho", "director")],
      title: "Parasite",
      publisher: "CJ Entertainment",
      date: "2019",
      accessDate: TODAY,
    },
    expected: "*Parasite*. Directed by Bong Joon Ho, CJ Entertainment, 2019.",
  },
  {
    kind: "film, director and performers, streaming service",
    rule: "2.3 'Directed by', 'performances by'; 2.4 streaming service as second container",
    input: {
      sourceType: "film",
      contributors: [
        person("Alfonso", "Cuarón", "director"),
        person("Yalitza", "Aparicio", "performer"),
        person("Marina", "de Tavira", "performer"),
      ],
      title: "Roma",
      publisher: "Participant Media",
      date: "2018",
      platform: "Netflix",
      url: "https://www.netflix.com/title/80240715",
      accessDate: TODAY,
    },
    expected:
      "*Roma*. Directed by Alfonso Cuarón, performances by Yalitza Aparicio and Marina de Tavira, Participant Media, 2018. *Netflix*, www.netflix.com/title/80240715.",
  },
  {
    kind: "government report, government and agency as author",
    rule: "2.1.3 government author: government, then agency, largest to smallest",
    input: {
      sourceType: "report",
      contributors: [org("United States, Department of Health and Human Services")],
      title: "Physical Activity Guidelines for Americans",
      edition: "2nd",
      publisher: "U.S. Government Publishing Office",
      date: "2018",
      accessDate: TODAY,
    },
    expected:
      "United States, Department of Health and Human Services. *Physical Activity Guidelines for Americans*. 2nd ed., U.S. Government Publishing Office, 2018.",
  },
  {
    kind: "government report online, agency that publishes it",
    rule: "2.1.3 agency both author and publisher: start with the title; 2.7 URL",
    input: {
      sourceType: "report",
      contributors: [org("Environmental Protection Agency")],
      title: "Inventory of U.S. Greenhouse Gas Emissions and Sinks: 1990-2021",
      publisher: "Environmental Protection Agency",
      date: "April 2023",
      url: "https://www.epa.gov/ghgemissions/inventory-us-greenhouse-gas-emissions-and-sinks-1990-2021",
      accessDate: TODAY,
    },
    expected:
      "*Inventory of U.S. Greenhouse Gas Emissions and Sinks: 1990-2021*. Environmental Protection Agency, Apr. 2023, www.epa.gov/ghgemissions/inventory-us-greenhouse-gas-emissions-and-sinks-1990-2021.",
  },
  {
    kind: "Spanish compound surname, Spanish title",
    rule: "2.1.1 both family names before the comma; 1.2 sentence case for Spanish titles",
    input: {
      sourceType: "book",
      contributors: [person("Mario", "Vargas Llosa")],
      title: "La ciudad y los perros",
      publisher: "Seix Barral",
      date: "1963",
      accessDate: TODAY,
    },
    expected: "Vargas Llosa, Mario. *La ciudad y los perros*. Seix Barral, 1963.",
  },
  {
    kind: "translated book, Spanish compound surname",
    rule: "2.3 'Translated by' after the title; 2.1.1 compound surname",
    input: {
      sourceType: "book",
      contributors: [person("Carlos", "Ruiz Zafón"), person("Lucia", "Graves", "translator")],
      title: "The Shadow of the Wind",
      publisher: "Penguin Books",
      date: "2004",
      accessDate: TODAY,
    },
    expected: "Ruiz Zafón, Carlos. *The Shadow of the Wind*. Translated by Lucia Graves, Penguin Books, 2004.",
  },
  {
    kind: "translated book, two translators",
    rule: "2.3 two contributors joined by 'and'",
    input: {
      sourceType: "book",
      contributors: [
        person("Leo", "Tolstoy"),
        person("Richard", "Pevear", "translator"),
        person("Larissa", "Volokhonsky", "translator"),
      ],
      title: "War and Peace",
      publisher: "Alfred A. Knopf",
      date: "2007",
      accessDate: TODAY,
    },
    expected:
      "Tolstoy, Leo. *War and Peace*. Translated by Richard Pevear and Larissa Volokhonsky, Alfred A. Knopf, 2007.",
  },
  {
    kind: "online video, uploaded by someone else",
    rule: "2.3 other contributors: 'uploaded by' before the date",
    input: {
      sourceType: "video",
      contributors: [person("Jane", "McGonigal"), org("TED", "uploader")],
      title: "Gaming Can Make a Better World",
      container: "YouTube",
      date: "17 Mar. 2010",
      url: "https://www.youtube.com/watch?v=dE1DuBesGYM",
      accessDate: TODAY,
    },
    expected:
      'McGonigal, Jane. "Gaming Can Make a Better World." *YouTube*, uploaded by TED, 17 Mar. 2010, www.youtube.com/watch?v=dE1DuBesGYM.',
  },
];
