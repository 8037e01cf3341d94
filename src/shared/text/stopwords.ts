/** Function words of the languages the hub's users write most, dropped before ranking content. */
const LISTS = {
  en: `a about above after again against all also am an and any are aren't as at be because been before being below
between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for
from further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his
how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's may me might more most must mustn't my
myself no nor not now of off on once only or other ought our ours ourselves out over own same says said shall shan't
she she'd she'll she's should shouldn't so some such than that that's the their theirs them themselves then there
there's these they they'd they'll they're they've this those through to too under until up upon us very was wasn't we
we'd we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's will
with won't would wouldn't yet you you'd you'll you're you've your yours yourself yourselves one two also however
many much even still though like get got would`,
  es: `a al algo como con contra cual cuando de del desde donde durante e el ella ellas ellos en entre era es esa ese
eso esta este esto estos fue fueron ha han hasta hay la las le les lo los mas me mi muy nada ni no nos o os para pero
poco por porque que quien se ser si sin sobre son su sus también te tiene todo tu un una uno unos y ya yo`,
  fr: `a au aux avec ce ces cette dans de des du elle elles en est et eux il ils je la le les leur leurs lui ma mais
me mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sont sur ta te tes toi ton tu un une vos
votre vous y été être avoir fait plus comme tout`,
  de: `aber als am an auch auf aus bei bin bis bist da dann das dass dem den der des die doch du durch ein eine einem
einen einer eines er es für hat hatte ich ihr im in ist ja kein mich mit nach nicht noch nur oder sehr sich sie sind
so über um und uns von vor war wie wir wird zu zum zur`,
  it: `a ad al alla alle anche che chi con cui da dal dalla degli dei del della delle di e ed gli ha hanno i il in la
le lo ma mi ne nei nel nella non o per più quando questo se si sono su sua suo tra un una uno è`,
  pt: `a ao aos as com como da das de do dos e ela ele eles em entre era essa esse esta este foi for há isso já mais
mas me muito na nas no nos não o os ou para pela pelo por que se sem ser seu sua são também te um uma você à é`,
  nl: `aan al als bij dat de den der deze die dit door een en er had heb hem het hij hoe hun ik in is ja je kan maar
me met mij na naar niet nog nu of om ons ook op over te tot u uit van veel voor was wat we wel wie wij zal ze zich zij
zijn zo`,
} as const;

export const STOPWORDS: ReadonlySet<string> = new Set(
  Object.values(LISTS).flatMap((list) => list.split(/\s+/).filter(Boolean)),
);
