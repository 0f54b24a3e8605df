# The preferences window.

preferences-title = 设置
preferences-theme = 主题
theme-system = 跟随系统
theme-light = 浅色
theme-dark = 深色
preferences-animations = 动画
motion-normal = 正常
motion-fast = 快速
motion-off = 关闭
preferences-coordinates = 棋盘坐标
preferences-shown = 显示
preferences-hidden = 隐藏
preferences-sound = 声音
preferences-on = 开启
preferences-off = 关闭
preferences-low-time = 最后 10 秒播放时钟滴答声（实时对局）
preferences-chat = 对局聊天
preferences-bad-words = 我的对局聊天中的不雅用语
preferences-language = 语言
preferences-language-offline = 该语言尚未下载，且网络似乎已断开。请在联网后重试。
preferences-done = 完成
