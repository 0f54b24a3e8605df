# Each game's lessons (its crate's LESSONS): written from the games' crates by
# crates/catalogue/tests/texts.rs; the ids are lesson-<game>-<lesson>-title, -summary
# and lesson-<game>-<lesson>-<step>-prompt, -wrong (after a move that misses the goal)
# and -right (when it is reached).
# dynamic: lesson-
lesson-archimedes-1-title = 三舰齐瞄，一舰沉没
lesson-archimedes-1-summary = 一艘战舰同时被三艘敌舰看到时，就会沉没。
lesson-archimedes-1-1-prompt = 你在 a1 和 d1 的战舰已经看到了 d4 上的黑方战舰。移动一艘战舰，让你的三艘战舰都看到 d4。
lesson-archimedes-1-1-wrong = d4 仍然只被你的两艘战舰看到。战舰沿所在的行、列和两条斜线观察，直到遇到路上的第一艘战舰为止：找一个与 d4 之间线路畅通的格子。
lesson-archimedes-1-1-right = 你的三艘战舰都看到了 d4，它被击沉了。
lesson-archimedes-2-title = 安全的格子
lesson-archimedes-2-summary = 绝不要停在能被三艘敌舰看到的地方。
lesson-archimedes-2-1-prompt = c3 格被三艘黑方战舰（c6、e5 和 f3）盯着。把一艘战舰移到不会沉没的格子上。
lesson-archimedes-2-1-wrong = 你的战舰停在了三艘黑方战舰都能看到的地方，沉没了。走棋前，从你想去的格子沿八条线全部看一遍，数一数线尽头的黑方战舰。
lesson-archimedes-2-1-right = 安全：能看到你这艘战舰的黑方战舰少于三艘。
lesson-archimedes-3-title = 打开线路
lesson-archimedes-3-summary = 把战舰移出一条线，可能会打开视线，击沉它后面的战舰。
lesson-archimedes-3-1-prompt = 你在 e4 的战舰挡在你 f4 的战舰和 d4 的黑方战舰之间。把它移出这一行，移到另一条通往 d4 的线上，让你的三艘战舰都看到 d4。
lesson-archimedes-3-1-wrong = 看到 d4 的己方战舰仍然少于三艘。把 e4 移出这一行，f4 就能看到 d4：让它停在自己也能看到 d4 的地方（同一列或斜线上）。
lesson-archimedes-3-1-right = 这一行打开了：f4、你移动的那艘战舰和 a1 都看到了 d4，它被击沉了。
lesson-amazons-1-title = 先走子，再射箭
lesson-amazons-1-summary = 一个回合先像皇后一样走一步，再从皇后的落点射出一支箭。
lesson-amazons-1-1-prompt = 点击你在 b1 的皇后，再点击 b4 把它移过去。然后点击 b1，把箭射回它刚离开的格子。
lesson-amazons-1-1-wrong = 不是这样：把 b1 的皇后走到 b4，再把它的箭射回 b1。箭从皇后的落点出发，像皇后一样沿直线飞行。
lesson-amazons-1-1-right = 这就是完整的一回合：皇后移动了，它的箭永久封住了 b1。
lesson-amazons-2-title = 困住皇后
lesson-amazons-2-summary = 相邻没有空格的皇后，再也无法移动。
lesson-amazons-2-1-prompt = a6 上的黑方皇后只有一个出口：b6。用你的皇后或箭把它堵住。
lesson-amazons-2-1-wrong = a6 上的皇后仍能从 b6 溜出去。走到 b6 上，或者把箭射到那里。
lesson-amazons-2-1-right = 困住了：a6 上的皇后再也无法移动。
lesson-amazons-2-2-prompt = f6 上的黑方皇后有两个出口：e5 和 f5。在一个回合内把两个都堵住：皇后落在其中一个上，箭射向另一个。
lesson-amazons-2-2-wrong = f6 上的皇后仍然能出来。你的皇后必须落在 e5 或 f5 上，再用它的箭堵住另一个。
lesson-amazons-2-2-right = 一回合就困住了：皇后堵住一格，它的箭堵住另一格。
lesson-amazons-3-title = 封闭区域：最后一步
lesson-amazons-3-summary = 无法走棋的一方判负：夺走对方最后一个空格。
lesson-amazons-3-1-prompt = 三个黑方皇后已经被围住；a6 上的那个还能走 b6。封住它的区域，黑方就无棋可走了。
lesson-amazons-3-1-wrong = 黑方仍能走棋：a6 上的皇后可以走到 b6。把这个格子占掉。
lesson-amazons-3-1-right = 黑方没有合法着法，判负：黑方能用的格子全都没了。
lesson-loa-1-title = 数一数线上的棋子
lesson-loa-1-summary = 一枚棋子所走的格数，恰好等于它所在线上的棋子数。
lesson-loa-1-1-prompt = 把 b1 上的棋子沿所在的列直接向上走。走几格？数一数 b 列上的所有棋子，双方的都算，包括它自己。
lesson-loa-1-1-wrong = b 列上有两枚棋子（b1 和 b8），所以 b1 上的棋子恰好向上走两格：到 b3。
lesson-loa-1-1-right = 这一列有两枚棋子，就走两格。
lesson-loa-2-title = 吃子
lesson-loa-2-summary = 落在敌方棋子上，就能吃掉它。
lesson-loa-2-1-prompt = 用你在 d4 的棋子吃掉 d6 上的白棋。
lesson-loa-2-1-wrong = 这步没有吃到子。d 列上有两枚棋子，d4 和 d6：沿这一列向上，你的棋子恰好走两格，落在 d6 上。
lesson-loa-2-1-right = 吃掉了：按准确格数移动的棋子，可以落在敌方棋子上并吃掉它。
lesson-loa-2-2-prompt = 现在沿斜线：用你在 c3 的棋子吃掉 e5 上的白棋。
lesson-loa-2-2-wrong = 这步没有吃到子。从 c3 到 e5 的斜线上有两枚棋子，c3 和 e5：沿这条斜线，你的棋子恰好走两格，落在 e5 上。
lesson-loa-2-2-right = 沿斜线吃子成功：斜线上的棋子也按同样的方法计数。
lesson-loa-3-title = 连成一片
lesson-loa-3-summary = 把你所有的棋子连成一片即可获胜。
lesson-loa-3-1-prompt = 你在 d4 和 d5 的棋子相连；g5 上的那枚是分开的。把它移到它们旁边，赢下对局。
lesson-loa-3-1-wrong = 你的棋子还没有全部相连。第 5 行有两枚棋子，所以 g5 沿这一行走两格：到 e5，紧挨着 d5 和 d4。
lesson-loa-3-1-right = 你所有的棋子连成了一片：你赢了。
