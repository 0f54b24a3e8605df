# skillgames: zh-CN. See docs/translating.md.
# The home page.

# The games' names and taglines, named by the code as game-<name> and game-<name>-tagline.
# dynamic: game-
game-archimedes = 阿基米德
game-archimedes-tagline = 以视线决胜的海战：敌舰一旦落入三艘战舰的视线，即被击沉。
game-amazons = 亚马逊棋
game-amazons-tagline = 走一步皇后，射一支箭，把对手困住。
game-loa = 直线棋
game-loa-tagline = 把所有棋子连成一片；数一数线上的棋子，就知道该走几格。

home-strapline = 三款纯粹比拼实力的棋类游戏。没有运气，没有隐藏信息。
home-play = 开始对局
home-play-game = 开始对局：{ $game }
home-continue = 继续对局
home-continue-game = 继续对局：{ $game }
home-how-to-play = 玩法
home-how-to-play-game = 玩法：{ $game }
home-learn = 学习
home-learn-game = 学习：{ $game }
home-play-online = 在线对局
home-watch = 观看对局
home-tournaments = 锦标赛
home-leaderboards = 排行榜
home-puzzles = 谜题
home-next-tournament = 下一场锦标赛：
home-kept-here = 你的对局和统计数据保存在此浏览器中。
home-statistics = 统计
home-open-record = 打开棋谱
home-preferences = 设置

# When a tournament is played, in its lines and on the home page.
when-starts = { $when }开始
when-playing-until = 进行至{ $when }
when-round = 第 { $round } 轮，共 { $rounds } 轮
when-playing-now = 正在进行
when-finished = 已结束
when-called-off = 已取消：参赛人数不足
