<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="town" tilewidth="32" tileheight="32" tilecount="565" columns="16">
 <image source="town.png" width="512" height="1152"/>
 <tile id="0">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="grass_0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="grass_1"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="grass_2"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="grass_3"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="grass_4"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="grass_5"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="grass_6"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="grass_7"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="grass_8"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="grass_9"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_wood"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_wood_dark"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_wood_red"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_wood_pale"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_check"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_check_red"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_bath"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_stone"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_carpet_green"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_carpet_red"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_carpet_blue"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_carpet_plum"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_parquet"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="floor_concrete"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_00"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_01"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_02"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_03"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_04"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_05"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_06"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_07"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_08"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_09"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_10"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_11"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_12"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_13"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_14"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_15"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_win_h"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_wood_win_v"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_00"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_01"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_02"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_03"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_04"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_05"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_06"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_07"/>
  </properties>
 </tile>
 <tile id="50">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_08"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_09"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_10"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_11"/>
  </properties>
 </tile>
 <tile id="54">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_12"/>
  </properties>
 </tile>
 <tile id="55">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_13"/>
  </properties>
 </tile>
 <tile id="56">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_14"/>
  </properties>
 </tile>
 <tile id="57">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_15"/>
  </properties>
 </tile>
 <tile id="58">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_win_h"/>
  </properties>
 </tile>
 <tile id="59">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_stone_win_v"/>
  </properties>
 </tile>
 <tile id="60">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_00"/>
  </properties>
 </tile>
 <tile id="61">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_01"/>
  </properties>
 </tile>
 <tile id="62">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_02"/>
  </properties>
 </tile>
 <tile id="63">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_03"/>
  </properties>
 </tile>
 <tile id="64">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_04"/>
  </properties>
 </tile>
 <tile id="65">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_05"/>
  </properties>
 </tile>
 <tile id="66">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_06"/>
  </properties>
 </tile>
 <tile id="67">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_07"/>
  </properties>
 </tile>
 <tile id="68">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_08"/>
  </properties>
 </tile>
 <tile id="69">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_09"/>
  </properties>
 </tile>
 <tile id="70">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_10"/>
  </properties>
 </tile>
 <tile id="71">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_11"/>
  </properties>
 </tile>
 <tile id="72">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_12"/>
  </properties>
 </tile>
 <tile id="73">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_13"/>
  </properties>
 </tile>
 <tile id="74">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_14"/>
  </properties>
 </tile>
 <tile id="75">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_15"/>
  </properties>
 </tile>
 <tile id="76">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_win_h"/>
  </properties>
 </tile>
 <tile id="77">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_brick_win_v"/>
  </properties>
 </tile>
 <tile id="78">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_00"/>
  </properties>
 </tile>
 <tile id="79">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_01"/>
  </properties>
 </tile>
 <tile id="80">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_02"/>
  </properties>
 </tile>
 <tile id="81">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_03"/>
  </properties>
 </tile>
 <tile id="82">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_04"/>
  </properties>
 </tile>
 <tile id="83">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_05"/>
  </properties>
 </tile>
 <tile id="84">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_06"/>
  </properties>
 </tile>
 <tile id="85">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_07"/>
  </properties>
 </tile>
 <tile id="86">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_08"/>
  </properties>
 </tile>
 <tile id="87">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_09"/>
  </properties>
 </tile>
 <tile id="88">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_10"/>
  </properties>
 </tile>
 <tile id="89">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_11"/>
  </properties>
 </tile>
 <tile id="90">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_12"/>
  </properties>
 </tile>
 <tile id="91">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_13"/>
  </properties>
 </tile>
 <tile id="92">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_14"/>
  </properties>
 </tile>
 <tile id="93">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_15"/>
  </properties>
 </tile>
 <tile id="94">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_win_h"/>
  </properties>
 </tile>
 <tile id="95">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wall_plaster_win_v"/>
  </properties>
 </tile>
 <tile id="96">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="face_cream"/>
  </properties>
 </tile>
 <tile id="97">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="face_sage"/>
  </properties>
 </tile>
 <tile id="98">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="face_sky"/>
  </properties>
 </tile>
 <tile id="99">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="face_rose"/>
  </properties>
 </tile>
 <tile id="100">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="face_butter"/>
  </properties>
 </tile>
 <tile id="101">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="face_lilac"/>
  </properties>
 </tile>
 <tile id="102">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="face_brick"/>
  </properties>
 </tile>
 <tile id="103">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="face_wood"/>
  </properties>
 </tile>
 <tile id="104">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="face_tile"/>
  </properties>
 </tile>
 <tile id="105">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="face_stone"/>
  </properties>
 </tile>
 <tile id="106">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="door_h"/>
  </properties>
 </tile>
 <tile id="107">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="door_v"/>
  </properties>
 </tile>
 <tile id="108">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="doorway"/>
  </properties>
 </tile>
 <tile id="109">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="shade_n"/>
  </properties>
 </tile>
 <tile id="110">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="shade_w"/>
  </properties>
 </tile>
 <tile id="111">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="shade_nw"/>
  </properties>
 </tile>
 <tile id="112">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="shade_c"/>
  </properties>
 </tile>
 <tile id="113">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_000"/>
  </properties>
 </tile>
 <tile id="114">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_001"/>
  </properties>
 </tile>
 <tile id="115">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_004"/>
  </properties>
 </tile>
 <tile id="116">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_005"/>
  </properties>
 </tile>
 <tile id="117">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_007"/>
  </properties>
 </tile>
 <tile id="118">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_016"/>
  </properties>
 </tile>
 <tile id="119">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_017"/>
  </properties>
 </tile>
 <tile id="120">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_020"/>
  </properties>
 </tile>
 <tile id="121">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_021"/>
  </properties>
 </tile>
 <tile id="122">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_023"/>
  </properties>
 </tile>
 <tile id="123">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_028"/>
  </properties>
 </tile>
 <tile id="124">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_029"/>
  </properties>
 </tile>
 <tile id="125">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_031"/>
  </properties>
 </tile>
 <tile id="126">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_064"/>
  </properties>
 </tile>
 <tile id="127">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_065"/>
  </properties>
 </tile>
 <tile id="128">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_068"/>
  </properties>
 </tile>
 <tile id="129">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_069"/>
  </properties>
 </tile>
 <tile id="130">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_071"/>
  </properties>
 </tile>
 <tile id="131">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_080"/>
  </properties>
 </tile>
 <tile id="132">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_081"/>
  </properties>
 </tile>
 <tile id="133">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_084"/>
  </properties>
 </tile>
 <tile id="134">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_085"/>
  </properties>
 </tile>
 <tile id="135">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_087"/>
  </properties>
 </tile>
 <tile id="136">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_092"/>
  </properties>
 </tile>
 <tile id="137">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_093"/>
  </properties>
 </tile>
 <tile id="138">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_095"/>
  </properties>
 </tile>
 <tile id="139">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_112"/>
  </properties>
 </tile>
 <tile id="140">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_113"/>
  </properties>
 </tile>
 <tile id="141">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_116"/>
  </properties>
 </tile>
 <tile id="142">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_117"/>
  </properties>
 </tile>
 <tile id="143">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_119"/>
  </properties>
 </tile>
 <tile id="144">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_124"/>
  </properties>
 </tile>
 <tile id="145">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_125"/>
  </properties>
 </tile>
 <tile id="146">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_127"/>
  </properties>
 </tile>
 <tile id="147">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_193"/>
  </properties>
 </tile>
 <tile id="148">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_197"/>
  </properties>
 </tile>
 <tile id="149">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_199"/>
  </properties>
 </tile>
 <tile id="150">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_209"/>
  </properties>
 </tile>
 <tile id="151">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_213"/>
  </properties>
 </tile>
 <tile id="152">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_215"/>
  </properties>
 </tile>
 <tile id="153">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_221"/>
  </properties>
 </tile>
 <tile id="154">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_223"/>
  </properties>
 </tile>
 <tile id="155">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_241"/>
  </properties>
 </tile>
 <tile id="156">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_245"/>
  </properties>
 </tile>
 <tile id="157">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_247"/>
  </properties>
 </tile>
 <tile id="158">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_253"/>
  </properties>
 </tile>
 <tile id="159">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="dirt_255"/>
  </properties>
 </tile>
 <tile id="160">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_000"/>
  </properties>
 </tile>
 <tile id="161">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_001"/>
  </properties>
 </tile>
 <tile id="162">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_004"/>
  </properties>
 </tile>
 <tile id="163">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_005"/>
  </properties>
 </tile>
 <tile id="164">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_007"/>
  </properties>
 </tile>
 <tile id="165">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_016"/>
  </properties>
 </tile>
 <tile id="166">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_017"/>
  </properties>
 </tile>
 <tile id="167">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_020"/>
  </properties>
 </tile>
 <tile id="168">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_021"/>
  </properties>
 </tile>
 <tile id="169">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_023"/>
  </properties>
 </tile>
 <tile id="170">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_028"/>
  </properties>
 </tile>
 <tile id="171">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_029"/>
  </properties>
 </tile>
 <tile id="172">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_031"/>
  </properties>
 </tile>
 <tile id="173">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_064"/>
  </properties>
 </tile>
 <tile id="174">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_065"/>
  </properties>
 </tile>
 <tile id="175">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_068"/>
  </properties>
 </tile>
 <tile id="176">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_069"/>
  </properties>
 </tile>
 <tile id="177">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_071"/>
  </properties>
 </tile>
 <tile id="178">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_080"/>
  </properties>
 </tile>
 <tile id="179">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_081"/>
  </properties>
 </tile>
 <tile id="180">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_084"/>
  </properties>
 </tile>
 <tile id="181">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_085"/>
  </properties>
 </tile>
 <tile id="182">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_087"/>
  </properties>
 </tile>
 <tile id="183">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_092"/>
  </properties>
 </tile>
 <tile id="184">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_093"/>
  </properties>
 </tile>
 <tile id="185">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_095"/>
  </properties>
 </tile>
 <tile id="186">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_112"/>
  </properties>
 </tile>
 <tile id="187">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_113"/>
  </properties>
 </tile>
 <tile id="188">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_116"/>
  </properties>
 </tile>
 <tile id="189">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_117"/>
  </properties>
 </tile>
 <tile id="190">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_119"/>
  </properties>
 </tile>
 <tile id="191">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_124"/>
  </properties>
 </tile>
 <tile id="192">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_125"/>
  </properties>
 </tile>
 <tile id="193">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_127"/>
  </properties>
 </tile>
 <tile id="194">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_193"/>
  </properties>
 </tile>
 <tile id="195">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_197"/>
  </properties>
 </tile>
 <tile id="196">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_199"/>
  </properties>
 </tile>
 <tile id="197">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_209"/>
  </properties>
 </tile>
 <tile id="198">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_213"/>
  </properties>
 </tile>
 <tile id="199">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_215"/>
  </properties>
 </tile>
 <tile id="200">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_221"/>
  </properties>
 </tile>
 <tile id="201">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_223"/>
  </properties>
 </tile>
 <tile id="202">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_241"/>
  </properties>
 </tile>
 <tile id="203">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_245"/>
  </properties>
 </tile>
 <tile id="204">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_247"/>
  </properties>
 </tile>
 <tile id="205">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_253"/>
  </properties>
 </tile>
 <tile id="206">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stone_255"/>
  </properties>
 </tile>
 <tile id="207">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_000"/>
  </properties>
 </tile>
 <tile id="208">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_001"/>
  </properties>
 </tile>
 <tile id="209">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_004"/>
  </properties>
 </tile>
 <tile id="210">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_005"/>
  </properties>
 </tile>
 <tile id="211">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_007"/>
  </properties>
 </tile>
 <tile id="212">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_016"/>
  </properties>
 </tile>
 <tile id="213">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_017"/>
  </properties>
 </tile>
 <tile id="214">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_020"/>
  </properties>
 </tile>
 <tile id="215">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_021"/>
  </properties>
 </tile>
 <tile id="216">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_023"/>
  </properties>
 </tile>
 <tile id="217">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_028"/>
  </properties>
 </tile>
 <tile id="218">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_029"/>
  </properties>
 </tile>
 <tile id="219">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_031"/>
  </properties>
 </tile>
 <tile id="220">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_064"/>
  </properties>
 </tile>
 <tile id="221">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_065"/>
  </properties>
 </tile>
 <tile id="222">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_068"/>
  </properties>
 </tile>
 <tile id="223">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_069"/>
  </properties>
 </tile>
 <tile id="224">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_071"/>
  </properties>
 </tile>
 <tile id="225">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_080"/>
  </properties>
 </tile>
 <tile id="226">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_081"/>
  </properties>
 </tile>
 <tile id="227">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_084"/>
  </properties>
 </tile>
 <tile id="228">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_085"/>
  </properties>
 </tile>
 <tile id="229">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_087"/>
  </properties>
 </tile>
 <tile id="230">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_092"/>
  </properties>
 </tile>
 <tile id="231">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_093"/>
  </properties>
 </tile>
 <tile id="232">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_095"/>
  </properties>
 </tile>
 <tile id="233">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_112"/>
  </properties>
 </tile>
 <tile id="234">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_113"/>
  </properties>
 </tile>
 <tile id="235">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_116"/>
  </properties>
 </tile>
 <tile id="236">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_117"/>
  </properties>
 </tile>
 <tile id="237">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_119"/>
  </properties>
 </tile>
 <tile id="238">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_124"/>
  </properties>
 </tile>
 <tile id="239">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_125"/>
  </properties>
 </tile>
 <tile id="240">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_127"/>
  </properties>
 </tile>
 <tile id="241">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_193"/>
  </properties>
 </tile>
 <tile id="242">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_197"/>
  </properties>
 </tile>
 <tile id="243">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_199"/>
  </properties>
 </tile>
 <tile id="244">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_209"/>
  </properties>
 </tile>
 <tile id="245">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_213"/>
  </properties>
 </tile>
 <tile id="246">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_215"/>
  </properties>
 </tile>
 <tile id="247">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_221"/>
  </properties>
 </tile>
 <tile id="248">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_223"/>
  </properties>
 </tile>
 <tile id="249">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_241"/>
  </properties>
 </tile>
 <tile id="250">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_245"/>
  </properties>
 </tile>
 <tile id="251">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_247"/>
  </properties>
 </tile>
 <tile id="252">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_253"/>
  </properties>
 </tile>
 <tile id="253">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="paving_255"/>
  </properties>
 </tile>
 <tile id="254">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_000"/>
  </properties>
 </tile>
 <tile id="255">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_001"/>
  </properties>
 </tile>
 <tile id="256">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_004"/>
  </properties>
 </tile>
 <tile id="257">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_005"/>
  </properties>
 </tile>
 <tile id="258">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_007"/>
  </properties>
 </tile>
 <tile id="259">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_016"/>
  </properties>
 </tile>
 <tile id="260">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_017"/>
  </properties>
 </tile>
 <tile id="261">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_020"/>
  </properties>
 </tile>
 <tile id="262">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_021"/>
  </properties>
 </tile>
 <tile id="263">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_023"/>
  </properties>
 </tile>
 <tile id="264">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_028"/>
  </properties>
 </tile>
 <tile id="265">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_029"/>
  </properties>
 </tile>
 <tile id="266">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_031"/>
  </properties>
 </tile>
 <tile id="267">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_064"/>
  </properties>
 </tile>
 <tile id="268">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_065"/>
  </properties>
 </tile>
 <tile id="269">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_068"/>
  </properties>
 </tile>
 <tile id="270">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_069"/>
  </properties>
 </tile>
 <tile id="271">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_071"/>
  </properties>
 </tile>
 <tile id="272">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_080"/>
  </properties>
 </tile>
 <tile id="273">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_081"/>
  </properties>
 </tile>
 <tile id="274">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_084"/>
  </properties>
 </tile>
 <tile id="275">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_085"/>
  </properties>
 </tile>
 <tile id="276">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_087"/>
  </properties>
 </tile>
 <tile id="277">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_092"/>
  </properties>
 </tile>
 <tile id="278">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_093"/>
  </properties>
 </tile>
 <tile id="279">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_095"/>
  </properties>
 </tile>
 <tile id="280">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_112"/>
  </properties>
 </tile>
 <tile id="281">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_113"/>
  </properties>
 </tile>
 <tile id="282">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_116"/>
  </properties>
 </tile>
 <tile id="283">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_117"/>
  </properties>
 </tile>
 <tile id="284">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_119"/>
  </properties>
 </tile>
 <tile id="285">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_124"/>
  </properties>
 </tile>
 <tile id="286">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_125"/>
  </properties>
 </tile>
 <tile id="287">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_127"/>
  </properties>
 </tile>
 <tile id="288">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_193"/>
  </properties>
 </tile>
 <tile id="289">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_197"/>
  </properties>
 </tile>
 <tile id="290">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_199"/>
  </properties>
 </tile>
 <tile id="291">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_209"/>
  </properties>
 </tile>
 <tile id="292">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_213"/>
  </properties>
 </tile>
 <tile id="293">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_215"/>
  </properties>
 </tile>
 <tile id="294">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_221"/>
  </properties>
 </tile>
 <tile id="295">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_223"/>
  </properties>
 </tile>
 <tile id="296">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_241"/>
  </properties>
 </tile>
 <tile id="297">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_245"/>
  </properties>
 </tile>
 <tile id="298">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_247"/>
  </properties>
 </tile>
 <tile id="299">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_253"/>
  </properties>
 </tile>
 <tile id="300">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="water_255"/>
  </properties>
 </tile>
 <tile id="301">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bed_blue_top"/>
  </properties>
 </tile>
 <tile id="302">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bed_blue_bottom"/>
  </properties>
 </tile>
 <tile id="303">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bed_green_top"/>
  </properties>
 </tile>
 <tile id="304">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bed_green_bottom"/>
  </properties>
 </tile>
 <tile id="305">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bed_yellow_top"/>
  </properties>
 </tile>
 <tile id="306">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bed_yellow_bottom"/>
  </properties>
 </tile>
 <tile id="307">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bed_double_00"/>
  </properties>
 </tile>
 <tile id="308">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bed_double_01"/>
  </properties>
 </tile>
 <tile id="309">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bed_double_10"/>
  </properties>
 </tile>
 <tile id="310">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bed_double_11"/>
  </properties>
 </tile>
 <tile id="311">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wardrobe_top"/>
  </properties>
 </tile>
 <tile id="312">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="wardrobe_bottom"/>
  </properties>
 </tile>
 <tile id="313">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="desk_l"/>
  </properties>
 </tile>
 <tile id="314">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="desk_r"/>
  </properties>
 </tile>
 <tile id="315">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="nightstand"/>
  </properties>
 </tile>
 <tile id="316">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bookshelf_00"/>
  </properties>
 </tile>
 <tile id="317">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bookshelf_01"/>
  </properties>
 </tile>
 <tile id="318">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bookshelf_10"/>
  </properties>
 </tile>
 <tile id="319">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bookshelf_11"/>
  </properties>
 </tile>
 <tile id="320">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="library_shelf_00"/>
  </properties>
 </tile>
 <tile id="321">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="library_shelf_01"/>
  </properties>
 </tile>
 <tile id="322">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="library_shelf_10"/>
  </properties>
 </tile>
 <tile id="323">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="library_shelf_11"/>
  </properties>
 </tile>
 <tile id="324">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="stove"/>
  </properties>
 </tile>
 <tile id="325">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fridge_top"/>
  </properties>
 </tile>
 <tile id="326">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fridge_bottom"/>
  </properties>
 </tile>
 <tile id="327">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="sink"/>
  </properties>
 </tile>
 <tile id="328">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bath_sink"/>
  </properties>
 </tile>
 <tile id="329">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="kitchen_counter"/>
  </properties>
 </tile>
 <tile id="330">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="kitchen_counter_board"/>
  </properties>
 </tile>
 <tile id="331">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="kitchen_counter_jars"/>
  </properties>
 </tile>
 <tile id="332">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="kitchen_table_l"/>
  </properties>
 </tile>
 <tile id="333">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="kitchen_table_r"/>
  </properties>
 </tile>
 <tile id="334">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="toilet"/>
  </properties>
 </tile>
 <tile id="335">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="shower"/>
  </properties>
 </tile>
 <tile id="336">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="tv"/>
  </properties>
 </tile>
 <tile id="337">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="sofa_green_l"/>
  </properties>
 </tile>
 <tile id="338">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="sofa_green_r"/>
  </properties>
 </tile>
 <tile id="339">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="sofa_green_back_l"/>
  </properties>
 </tile>
 <tile id="340">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="sofa_green_back_r"/>
  </properties>
 </tile>
 <tile id="341">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="sofa_red_l"/>
  </properties>
 </tile>
 <tile id="342">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="sofa_red_r"/>
  </properties>
 </tile>
 <tile id="343">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="sofa_blue_back_l"/>
  </properties>
 </tile>
 <tile id="344">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="sofa_blue_back_r"/>
  </properties>
 </tile>
 <tile id="345">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="chair_s"/>
  </properties>
 </tile>
 <tile id="346">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="chair_n"/>
  </properties>
 </tile>
 <tile id="347">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="chair_e"/>
  </properties>
 </tile>
 <tile id="348">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="chair_w"/>
  </properties>
 </tile>
 <tile id="349">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="stool"/>
  </properties>
 </tile>
 <tile id="350">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bar_stool"/>
  </properties>
 </tile>
 <tile id="351">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="plant"/>
  </properties>
 </tile>
 <tile id="352">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="floor_lamp"/>
  </properties>
 </tile>
 <tile id="353">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="piano_00"/>
  </properties>
 </tile>
 <tile id="354">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="piano_01"/>
  </properties>
 </tile>
 <tile id="355">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="piano_10"/>
  </properties>
 </tile>
 <tile id="356">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="piano_11"/>
  </properties>
 </tile>
 <tile id="357">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="easel"/>
  </properties>
 </tile>
 <tile id="358">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="guitar"/>
  </properties>
 </tile>
 <tile id="359">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_red_00"/>
  </properties>
 </tile>
 <tile id="360">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_red_01"/>
  </properties>
 </tile>
 <tile id="361">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_red_02"/>
  </properties>
 </tile>
 <tile id="362">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_red_10"/>
  </properties>
 </tile>
 <tile id="363">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_red_11"/>
  </properties>
 </tile>
 <tile id="364">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_red_12"/>
  </properties>
 </tile>
 <tile id="365">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_red_20"/>
  </properties>
 </tile>
 <tile id="366">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_red_21"/>
  </properties>
 </tile>
 <tile id="367">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_red_22"/>
  </properties>
 </tile>
 <tile id="368">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_blue_00"/>
  </properties>
 </tile>
 <tile id="369">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_blue_01"/>
  </properties>
 </tile>
 <tile id="370">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_blue_02"/>
  </properties>
 </tile>
 <tile id="371">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_blue_10"/>
  </properties>
 </tile>
 <tile id="372">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_blue_11"/>
  </properties>
 </tile>
 <tile id="373">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_blue_12"/>
  </properties>
 </tile>
 <tile id="374">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_blue_20"/>
  </properties>
 </tile>
 <tile id="375">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_blue_21"/>
  </properties>
 </tile>
 <tile id="376">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_blue_22"/>
  </properties>
 </tile>
 <tile id="377">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_green_00"/>
  </properties>
 </tile>
 <tile id="378">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_green_01"/>
  </properties>
 </tile>
 <tile id="379">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_green_02"/>
  </properties>
 </tile>
 <tile id="380">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_green_10"/>
  </properties>
 </tile>
 <tile id="381">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_green_11"/>
  </properties>
 </tile>
 <tile id="382">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_green_12"/>
  </properties>
 </tile>
 <tile id="383">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_green_20"/>
  </properties>
 </tile>
 <tile id="384">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_green_21"/>
  </properties>
 </tile>
 <tile id="385">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="rug_green_22"/>
  </properties>
 </tile>
 <tile id="386">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="doormat"/>
  </properties>
 </tile>
 <tile id="387">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="deco_window"/>
  </properties>
 </tile>
 <tile id="388">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="deco_painting"/>
  </properties>
 </tile>
 <tile id="389">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="deco_portrait"/>
  </properties>
 </tile>
 <tile id="390">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="deco_clock"/>
  </properties>
 </tile>
 <tile id="391">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="deco_mirror"/>
  </properties>
 </tile>
 <tile id="392">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="deco_hearts"/>
  </properties>
 </tile>
 <tile id="393">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="deco_wall_shelf"/>
  </properties>
 </tile>
 <tile id="394">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="crate"/>
  </properties>
 </tile>
 <tile id="395">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="barrel"/>
  </properties>
 </tile>
 <tile id="396">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="sacks"/>
  </properties>
 </tile>
 <tile id="397">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="boxes"/>
  </properties>
 </tile>
 <tile id="398">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="counter_l"/>
  </properties>
 </tile>
 <tile id="399">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="counter_m"/>
  </properties>
 </tile>
 <tile id="400">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="counter_r"/>
  </properties>
 </tile>
 <tile id="401">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="coffee_machine"/>
  </properties>
 </tile>
 <tile id="402">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="cash_register"/>
  </properties>
 </tile>
 <tile id="403">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bar_l"/>
  </properties>
 </tile>
 <tile id="404">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bar_m"/>
  </properties>
 </tile>
 <tile id="405">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bar_r"/>
  </properties>
 </tile>
 <tile id="406">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bar_taps"/>
  </properties>
 </tile>
 <tile id="407">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bar_glasses"/>
  </properties>
 </tile>
 <tile id="408">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="cafe_table"/>
  </properties>
 </tile>
 <tile id="409">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="pub_table"/>
  </properties>
 </tile>
 <tile id="410">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="dartboard"/>
  </properties>
 </tile>
 <tile id="411">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="grocery_produce_00"/>
  </properties>
 </tile>
 <tile id="412">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="grocery_produce_01"/>
  </properties>
 </tile>
 <tile id="413">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="grocery_produce_10"/>
  </properties>
 </tile>
 <tile id="414">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="grocery_produce_11"/>
  </properties>
 </tile>
 <tile id="415">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="grocery_goods_00"/>
  </properties>
 </tile>
 <tile id="416">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="grocery_goods_01"/>
  </properties>
 </tile>
 <tile id="417">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="grocery_goods_10"/>
  </properties>
 </tile>
 <tile id="418">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="grocery_goods_11"/>
  </properties>
 </tile>
 <tile id="419">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="pharmacy_counter_l"/>
  </properties>
 </tile>
 <tile id="420">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="pharmacy_counter_r"/>
  </properties>
 </tile>
 <tile id="421">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="tool_shelf_00"/>
  </properties>
 </tile>
 <tile id="422">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="tool_shelf_01"/>
  </properties>
 </tile>
 <tile id="423">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="tool_shelf_10"/>
  </properties>
 </tile>
 <tile id="424">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="tool_shelf_11"/>
  </properties>
 </tile>
 <tile id="425">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="workbench_l"/>
  </properties>
 </tile>
 <tile id="426">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="workbench_r"/>
  </properties>
 </tile>
 <tile id="427">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="blackboard_l"/>
  </properties>
 </tile>
 <tile id="428">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="blackboard_r"/>
  </properties>
 </tile>
 <tile id="429">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="student_desk"/>
  </properties>
 </tile>
 <tile id="430">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="lectern"/>
  </properties>
 </tile>
 <tile id="431">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="reading_table_l"/>
  </properties>
 </tile>
 <tile id="432">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="reading_table_r"/>
  </properties>
 </tile>
 <tile id="433">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="computer"/>
  </properties>
 </tile>
 <tile id="434">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="meeting_tl"/>
  </properties>
 </tile>
 <tile id="435">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="meeting_t"/>
  </properties>
 </tile>
 <tile id="436">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="meeting_tr"/>
  </properties>
 </tile>
 <tile id="437">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="meeting_bl"/>
  </properties>
 </tile>
 <tile id="438">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="meeting_b"/>
  </properties>
 </tile>
 <tile id="439">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="meeting_br"/>
  </properties>
 </tile>
 <tile id="440">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bulletin_board"/>
  </properties>
 </tile>
 <tile id="441">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bulletin_stand"/>
  </properties>
 </tile>
 <tile id="442">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="tree_trunk"/>
  </properties>
 </tile>
 <tile id="443">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="tree_shadow_l"/>
  </properties>
 </tile>
 <tile id="444">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="tree_shadow_m"/>
  </properties>
 </tile>
 <tile id="445">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="tree_shadow_r"/>
  </properties>
 </tile>
 <tile id="446">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="sign_cafe"/>
  </properties>
 </tile>
 <tile id="447">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="sign_pub"/>
  </properties>
 </tile>
 <tile id="448">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="sign_market"/>
  </properties>
 </tile>
 <tile id="449">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="sign_pharmacy"/>
  </properties>
 </tile>
 <tile id="450">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="sign_tools"/>
  </properties>
 </tile>
 <tile id="451">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="sign_college"/>
  </properties>
 </tile>
 <tile id="452">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="sign_townhall"/>
  </properties>
 </tile>
 <tile id="453">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_oak_00"/>
  </properties>
 </tile>
 <tile id="454">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_oak_01"/>
  </properties>
 </tile>
 <tile id="455">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_oak_02"/>
  </properties>
 </tile>
 <tile id="456">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_oak_10"/>
  </properties>
 </tile>
 <tile id="457">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_oak_11"/>
  </properties>
 </tile>
 <tile id="458">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_oak_12"/>
  </properties>
 </tile>
 <tile id="459">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_oak_20"/>
  </properties>
 </tile>
 <tile id="460">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_oak_21"/>
  </properties>
 </tile>
 <tile id="461">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_oak_22"/>
  </properties>
 </tile>
 <tile id="462">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_maple_00"/>
  </properties>
 </tile>
 <tile id="463">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_maple_01"/>
  </properties>
 </tile>
 <tile id="464">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_maple_02"/>
  </properties>
 </tile>
 <tile id="465">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_maple_10"/>
  </properties>
 </tile>
 <tile id="466">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_maple_11"/>
  </properties>
 </tile>
 <tile id="467">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_maple_12"/>
  </properties>
 </tile>
 <tile id="468">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_maple_20"/>
  </properties>
 </tile>
 <tile id="469">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_maple_21"/>
  </properties>
 </tile>
 <tile id="470">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_maple_22"/>
  </properties>
 </tile>
 <tile id="471">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_blossom_00"/>
  </properties>
 </tile>
 <tile id="472">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_blossom_01"/>
  </properties>
 </tile>
 <tile id="473">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_blossom_02"/>
  </properties>
 </tile>
 <tile id="474">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_blossom_10"/>
  </properties>
 </tile>
 <tile id="475">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_blossom_11"/>
  </properties>
 </tile>
 <tile id="476">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_blossom_12"/>
  </properties>
 </tile>
 <tile id="477">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_blossom_20"/>
  </properties>
 </tile>
 <tile id="478">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_blossom_21"/>
  </properties>
 </tile>
 <tile id="479">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_blossom_22"/>
  </properties>
 </tile>
 <tile id="480">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_pine_00"/>
  </properties>
 </tile>
 <tile id="481">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_pine_01"/>
  </properties>
 </tile>
 <tile id="482">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_pine_02"/>
  </properties>
 </tile>
 <tile id="483">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_pine_10"/>
  </properties>
 </tile>
 <tile id="484">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_pine_11"/>
  </properties>
 </tile>
 <tile id="485">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_pine_12"/>
  </properties>
 </tile>
 <tile id="486">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_pine_20"/>
  </properties>
 </tile>
 <tile id="487">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_pine_21"/>
  </properties>
 </tile>
 <tile id="488">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="crown_pine_22"/>
  </properties>
 </tile>
 <tile id="489">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bush_green"/>
  </properties>
 </tile>
 <tile id="490">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bush_flower"/>
  </properties>
 </tile>
 <tile id="491">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="bush_berry"/>
  </properties>
 </tile>
 <tile id="492">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_00"/>
  </properties>
 </tile>
 <tile id="493">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_01"/>
  </properties>
 </tile>
 <tile id="494">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_02"/>
  </properties>
 </tile>
 <tile id="495">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_03"/>
  </properties>
 </tile>
 <tile id="496">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_04"/>
  </properties>
 </tile>
 <tile id="497">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_05"/>
  </properties>
 </tile>
 <tile id="498">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_06"/>
  </properties>
 </tile>
 <tile id="499">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_07"/>
  </properties>
 </tile>
 <tile id="500">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_08"/>
  </properties>
 </tile>
 <tile id="501">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_09"/>
  </properties>
 </tile>
 <tile id="502">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_10"/>
  </properties>
 </tile>
 <tile id="503">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_11"/>
  </properties>
 </tile>
 <tile id="504">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_12"/>
  </properties>
 </tile>
 <tile id="505">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_13"/>
  </properties>
 </tile>
 <tile id="506">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_14"/>
  </properties>
 </tile>
 <tile id="507">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="hedge_15"/>
  </properties>
 </tile>
 <tile id="508">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_00"/>
  </properties>
 </tile>
 <tile id="509">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_01"/>
  </properties>
 </tile>
 <tile id="510">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_02"/>
  </properties>
 </tile>
 <tile id="511">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_03"/>
  </properties>
 </tile>
 <tile id="512">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_04"/>
  </properties>
 </tile>
 <tile id="513">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_05"/>
  </properties>
 </tile>
 <tile id="514">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_06"/>
  </properties>
 </tile>
 <tile id="515">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_07"/>
  </properties>
 </tile>
 <tile id="516">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_08"/>
  </properties>
 </tile>
 <tile id="517">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_09"/>
  </properties>
 </tile>
 <tile id="518">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_10"/>
  </properties>
 </tile>
 <tile id="519">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_11"/>
  </properties>
 </tile>
 <tile id="520">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_12"/>
  </properties>
 </tile>
 <tile id="521">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_13"/>
  </properties>
 </tile>
 <tile id="522">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_14"/>
  </properties>
 </tile>
 <tile id="523">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fence_15"/>
  </properties>
 </tile>
 <tile id="524">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bench_l"/>
  </properties>
 </tile>
 <tile id="525">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="bench_r"/>
  </properties>
 </tile>
 <tile id="526">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fountain_00"/>
  </properties>
 </tile>
 <tile id="527">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fountain_01"/>
  </properties>
 </tile>
 <tile id="528">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fountain_02"/>
  </properties>
 </tile>
 <tile id="529">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fountain_10"/>
  </properties>
 </tile>
 <tile id="530">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fountain_11"/>
  </properties>
 </tile>
 <tile id="531">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fountain_12"/>
  </properties>
 </tile>
 <tile id="532">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fountain_20"/>
  </properties>
 </tile>
 <tile id="533">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fountain_21"/>
  </properties>
 </tile>
 <tile id="534">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="fountain_22"/>
  </properties>
 </tile>
 <tile id="535">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="flower_bed_red"/>
  </properties>
 </tile>
 <tile id="536">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="flower_bed_yellow"/>
  </properties>
 </tile>
 <tile id="537">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="flower_bed_purple"/>
  </properties>
 </tile>
 <tile id="538">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="garden_bed_sprouts"/>
  </properties>
 </tile>
 <tile id="539">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="garden_bed_cabbage"/>
  </properties>
 </tile>
 <tile id="540">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="picnic_00"/>
  </properties>
 </tile>
 <tile id="541">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="picnic_01"/>
  </properties>
 </tile>
 <tile id="542">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="picnic_10"/>
  </properties>
 </tile>
 <tile id="543">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="picnic_11"/>
  </properties>
 </tile>
 <tile id="544">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="swing_00"/>
  </properties>
 </tile>
 <tile id="545">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="swing_01"/>
  </properties>
 </tile>
 <tile id="546">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="swing_10"/>
  </properties>
 </tile>
 <tile id="547">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="swing_11"/>
  </properties>
 </tile>
 <tile id="548">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="slide_top"/>
  </properties>
 </tile>
 <tile id="549">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="slide_bottom"/>
  </properties>
 </tile>
 <tile id="550">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="sandbox_00"/>
  </properties>
 </tile>
 <tile id="551">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="sandbox_01"/>
  </properties>
 </tile>
 <tile id="552">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="sandbox_10"/>
  </properties>
 </tile>
 <tile id="553">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="sandbox_11"/>
  </properties>
 </tile>
 <tile id="554">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="lamp_top"/>
  </properties>
 </tile>
 <tile id="555">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="lamp_base"/>
  </properties>
 </tile>
 <tile id="556">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="mailbox"/>
  </properties>
 </tile>
 <tile id="557">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="rock"/>
  </properties>
 </tile>
 <tile id="558">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="stump"/>
  </properties>
 </tile>
 <tile id="559">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="signpost"/>
  </properties>
 </tile>
 <tile id="560">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="planter"/>
  </properties>
 </tile>
 <tile id="561">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="trash_can"/>
  </properties>
 </tile>
 <tile id="562">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="lily"/>
  </properties>
 </tile>
 <tile id="563">
  <properties>
   <property name="collides" type="bool" value="true"/>
   <property name="name" value="reeds"/>
  </properties>
 </tile>
 <tile id="564">
  <properties>
   <property name="collides" type="bool" value="false"/>
   <property name="name" value="tulips"/>
  </properties>
 </tile>
</tileset>
